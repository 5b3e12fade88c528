import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The promotions screens (issue 9), each its own lazily loaded chunk; the router merges them in. */
export const PROMOTIONS_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  PromotionsIndexPage: async () =>
    (await import('../../features/promotions/pages/promotions-index-page')).PromotionsIndexPage,
  PromotionsSinglePage: async () => (await import('../../features/promotions/pages/promotion-page')).PromotionPage,
};
