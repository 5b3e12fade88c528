import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const providerPages = () => import('../../features/sports/pages/provider-frame-page');

/** Sports event screens (issue 4), each its own lazily loaded chunk; the router merges them into its screens. */
export const SPORTS_EVENT_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  PreLiveSportEvent: async () => (await import('../../features/sports/pages/event-page')).PreLiveSportEventPage,
  PreLiveSportEventCustomBet: async () =>
    (await import('../../features/sports/pages/custom-bet-page')).PreLiveSportEventCustomBetPage,
  Statistics: async () => (await import('../../features/sports/pages/statistics-page')).StatisticsPage,
  MatchStatistics: async () => (await import('../../features/sports/pages/match-statistics-page')).MatchStatisticsPage,
  LiveScores: async () => (await import('../../features/sports/pages/live-scores-page')).LiveScoresPage,
  SportsSampleEvent: async () => (await import('../../features/sports/pages/sample-event-page')).SampleEventPage,
  Sports_Providers: async () => (await providerPages()).SportsProvidersPage,
  Sports_Digitain: async () => (await providerPages()).SportsDigitainPage,
};
