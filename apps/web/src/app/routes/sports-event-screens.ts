import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const providerPages = () => import('#app/features/sports/pages/provider-frame-page.tsx');

/** Sports event screens (issue 4), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_EVENT_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  PreLiveSportEvent: async () => (await import('#app/features/sports/pages/event-page.tsx')).PreLiveSportEventPage,
  PreLiveSportEventCustomBet: async () =>
    (await import('#app/features/sports/pages/custom-bet-page.tsx')).PreLiveSportEventCustomBetPage,
  Statistics: async () => (await import('#app/features/sports/pages/statistics-page.tsx')).StatisticsPage,
  MatchStatistics: async () =>
    (await import('#app/features/sports/pages/match-statistics-page.tsx')).MatchStatisticsPage,
  LiveScores: async () => (await import('#app/features/sports/pages/live-scores-page.tsx')).LiveScoresPage,
  SportsSampleEvent: async () => (await import('#app/features/sports/pages/sample-event-page.tsx')).SampleEventPage,
  Sports_Providers: async () => (await providerPages()).SportsProvidersPage,
  Sports_Digitain: async () => (await providerPages()).SportsDigitainPage,
};
