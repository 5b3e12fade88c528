import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Live betting screens (issue 6), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_LIVE_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  SportsLive: async () => (await import('../../features/sports/pages/live/live-overview-page')).LiveOverviewPage,
  SportEvent: async () => (await import('../../features/sports/pages/live/live-event-page')).LiveEventPage,
  SportEventCustomBet: async () =>
    (await import('../../features/sports/pages/live/live-custom-bet-page')).LiveCustomBetPage,
  LiveStreaming: async () => (await import('../../features/sports/pages/live/live-tracker-page')).LiveTrackerPage,
  Schedule: async () => (await import('../../features/sports/pages/live/schedule-page')).SchedulePage,
  SampleLiveMarkets: async () =>
    (await import('../../features/sports/pages/live/sample-live-markets-page')).SampleLiveMarketsPage,
};
