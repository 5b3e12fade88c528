import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Sports browse screens (issue 4), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_BROWSE_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Sports: async () => (await import('#app/features/sports/pages/sports-page.tsx')).SportsPage,
  SportsHomeLive: async () => (await import('#app/features/sports/pages/live-now-page.tsx')).LiveNowPage,
  SportsGameAll: async () => (await import('#app/features/sports/pages/sport-page.tsx')).SportPage,
  SportsGameCoupon: async () => (await import('#app/features/sports/pages/coupon-page.tsx')).CouponPage,
  SportsGameOutrights: async () => (await import('#app/features/sports/pages/outrights-page.tsx')).OutrightsPage,
  SportsGameUnpopular: async () => (await import('#app/features/sports/pages/more-leagues-page.tsx')).MoreLeaguesPage,
  SportsCountryOutrights: async () =>
    (await import('#app/features/sports/pages/country-outrights-page.tsx')).CountryOutrightsPage,
  SportsLeague: async () => (await import('#app/features/sports/pages/league-page.tsx')).LeaguePage,
};
