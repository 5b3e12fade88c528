import * as promotions from '@playline/contract/api/promotions';
import { type PromotionDetail, promotionDetailSchema } from '@playline/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { promotionsKeys } from './keys';

/**
 * GET /api/promotions/:languageId/:slug: one promotion with its body and terms as HTML (sanitised where shown).
 * A 404 (unknown or ended) is the page's own state, so it is kept off the shell's toasts.
 */
export function getPromotion(languageId: number, slug: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return call(
    promotions.getPromotion,
    { params: { languageId, slug } },
    { signal, report: false, parse: (data) => promotionDetailSchema.parse(data) },
  );
}

export function promotionQueryOptions(userId: number, languageId: number, slug: string) {
  return queryOptions({
    queryKey: promotionsKeys.detail(userId, languageId, slug),
    queryFn: ({ signal }) => getPromotion(languageId, slug, signal),
    staleTime: 60_000,
  });
}

/** The promotion of `slug` in the current language. */
export function usePromotion(slug: string) {
  const languageId = useClientStore((state) => state.language.id);
  const userId = useClientStore((state) => state.user?.userId ?? 0);
  return useQuery(promotionQueryOptions(userId, languageId, slug));
}

/** True when the server said the promotion is not there (unknown, ended, another brand's). */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
