import { isRealSportKey } from '@playline/contract/sports-keys';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { eventQueryOptions } from '../api/get-event';
import { eventIdOf, NOWHERE, type TreeLocation, treeLocationOf } from './tree-location';

/**
 * Where the reader is in the tree. On a match's screen it is the match's league, read from the match the screen
 * already loads: the tree neither asks again nor polls (it only listens), and re-renders when the league changes,
 * not with every price.
 */
export function useTreeLocation(): TreeLocation {
  const { pathname } = useLocation();
  const eventId = eventIdOf(pathname);
  const { data: league } = useQuery({
    ...eventQueryOptions(eventId ?? 0),
    enabled: eventId !== null,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
    select: (event) => event.league,
  });
  if (eventId === null) return treeLocationOf(pathname);
  if (!league || !isRealSportKey(league.sport)) return NOWHERE;
  return { sport: league.sport, country: league.country.key, league: league.key, onLeaguePage: false };
}
