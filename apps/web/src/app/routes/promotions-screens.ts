import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The promotions screens (issue 9), each its own lazily loaded chunk; the router merges them in. */
export const PROMOTIONS_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  PromotionsIndexPage: async () =>
    (await import('#app/features/promotions/pages/promotions-index-page.tsx')).PromotionsIndexPage,
  PromotionsSinglePage: async () => (await import('#app/features/promotions/pages/promotion-page.tsx')).PromotionPage,
};
