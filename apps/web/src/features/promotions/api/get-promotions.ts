import * as promotions from '@playline/contract/api/promotions';
import { type PromotionSummary, promotionListSchema } from '@playline/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { promotionsKeys } from './keys';

/** GET /api/promotions/:languageId: the brand's current and upcoming promotions with the player's opt-ins. */
export function getPromotions(languageId: number, signal?: AbortSignal): Promise<PromotionSummary[]> {
  return call(
    promotions.getPromotions,
    { params: { languageId } },
    { signal, parse: (data) => promotionListSchema.parse(data) },
  );
}

export function promotionsQueryOptions(userId: number, languageId: number) {
  return queryOptions({
    queryKey: promotionsKeys.list(userId, languageId),
    queryFn: ({ signal }) => getPromotions(languageId, signal),
    // Offers change a few times a week; the opt-in calls refresh the list themselves.
    staleTime: 60_000,
  });
}

/** The promotions in the current language. */
export function usePromotions() {
  const languageId = useClientStore((state) => state.language.id);
  const userId = useClientStore((state) => state.user?.userId ?? 0);
  return useQuery(promotionsQueryOptions(userId, languageId));
}
