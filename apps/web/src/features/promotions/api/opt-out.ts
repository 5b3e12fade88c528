import * as promotions from '@playline/contract/api/promotions';
import { type PromotionOptOut, promotionOptOutSchema } from '@playline/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { promotionsKeys } from './keys';

/** DELETE /api/promotions/:slug/opt-in (players only; idempotent). */
export function optOut(slug: string, languageId: number): Promise<PromotionOptOut> {
  return call(
    promotions.optOut,
    { params: { slug }, languageId },
    { parse: (data) => promotionOptOutSchema.parse(data) },
  );
}

/** Opts out, then refreshes the list and the page. */
export function useOptOut(slug: string, languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => optOut(slug, languageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}
