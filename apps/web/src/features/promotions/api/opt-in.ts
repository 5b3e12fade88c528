import * as promotions from '@playline/contract/api/promotions';
import { type PromotionOptIn, promotionOptInSchema } from '@playline/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { promotionsKeys } from './keys';

/**
 * POST /api/promotions/:slug/opt-in (players only; idempotent). A refusal (not started, ended) reaches the shell's
 * toasts with the server's message, in the page's language.
 */
export function optIn(slug: string, languageId: number): Promise<PromotionOptIn> {
  return call(
    promotions.optIn,
    { params: { slug }, languageId },
    { parse: (data) => promotionOptInSchema.parse(data) },
  );
}

/** Opts in, then refreshes the list and the page so both show the badge. */
export function useOptIn(slug: string, languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => optIn(slug, languageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}
