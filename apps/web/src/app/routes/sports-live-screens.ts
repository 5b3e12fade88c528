import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Live betting screens (issue 6), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_LIVE_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  SportsLive: async () => (await import('#app/features/sports/pages/live/live-overview-page.tsx')).LiveOverviewPage,
  SportEvent: async () => (await import('#app/features/sports/pages/live/live-event-page.tsx')).LiveEventPage,
  SportEventCustomBet: async () =>
    (await import('#app/features/sports/pages/live/live-custom-bet-page.tsx')).LiveCustomBetPage,
  LiveStreaming: async () => (await import('#app/features/sports/pages/live/live-tracker-page.tsx')).LiveTrackerPage,
  Schedule: async () => (await import('#app/features/sports/pages/live/schedule-page.tsx')).SchedulePage,
  SampleLiveMarkets: async () =>
    (await import('#app/features/sports/pages/live/sample-live-markets-page.tsx')).SampleLiveMarketsPage,
};
