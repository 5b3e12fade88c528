import { isRealSportKey, type RealSportKey } from '@playline/contract/sports-keys';
import { matchPath } from 'react-router';

/** Where the reader is, as the tree shows it: the sport, country and league open, and whether it is the league page. */
export interface TreeLocation {
  sport: RealSportKey | null;
  country: string | null;
  league: string | null;
  /** The league's own page (`aria-current="page"`), rather than one of its matches. */
  onLeaguePage: boolean;
}

export const NOWHERE: TreeLocation = { sport: null, country: null, league: null, onLeaguePage: false };

/** Screens that load one match with its league: the tree opens at that league. */
const EVENT_PATHS = ['/sports/event/:eventId/*', '/live/event/:eventId/*', '/live/streaming/:eventId'];

/** The match a path shows, if any. */
export function eventIdOf(pathname: string): number | null {
  for (const pattern of EVENT_PATHS) {
    const id = Number(matchPath(pattern, pathname)?.params.eventId);
    if (Number.isInteger(id) && id > 0) return id;
  }
  return null;
}

/**
 * The sport, country and league a sports path names (`/sports/:sport`, its coupon and outrights pages,
 * `/sports/:sport/:country/outrights`, `/sports/:sport/:country/:league`); NOWHERE for any other path.
 */
export function treeLocationOf(pathname: string): TreeLocation {
  const league = matchPath('/sports/:sport/:country/:league', pathname)?.params;
  if (league && isRealSportKey(league.sport)) {
    const isLeague = league.league !== 'outrights';
    return {
      sport: league.sport,
      country: league.country ?? null,
      league: isLeague ? (league.league ?? null) : null,
      onLeaguePage: isLeague,
    };
  }
  const sport = matchPath('/sports/:sport/*', pathname)?.params.sport;
  return isRealSportKey(sport) ? { ...NOWHERE, sport } : NOWHERE;
}
