import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Sports browse screens (issue 4), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_BROWSE_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Sports: async () => (await import('../../features/sports/pages/sports-page')).SportsPage,
  SportsHomeLive: async () => (await import('../../features/sports/pages/live-now-page')).LiveNowPage,
  SportsGameAll: async () => (await import('../../features/sports/pages/sport-page')).SportPage,
  SportsGameCoupon: async () => (await import('../../features/sports/pages/coupon-page')).CouponPage,
  SportsGameOutrights: async () => (await import('../../features/sports/pages/outrights-page')).OutrightsPage,
  SportsGameUnpopular: async () => (await import('../../features/sports/pages/more-leagues-page')).MoreLeaguesPage,
  SportsCountryOutrights: async () =>
    (await import('../../features/sports/pages/country-outrights-page')).CountryOutrightsPage,
  SportsLeague: async () => (await import('../../features/sports/pages/league-page')).LeaguePage,
};
