import type { Area } from '@playline/contract/areas';
import { ROUTES, type RouteName } from '@playline/contract/routes';

/** What the desktop frame puts beside a page (issue 21): columns only where they serve it. */
export interface PageColumns {
  /** The bet slip's right column: only where prices can be taken. */
  slip: boolean;
  /** The sports tree in the left column: on the sportsbook's screens. */
  sportsTree: boolean;
  /** A wider centre for the casino lobbies' game grids, which have no slip beside them. */
  wide: boolean;
}

/** Areas whose screens show prices a player can put on the slip. */
const BETTING_AREAS: ReadonlySet<Area> = new Set(['sports', 'live', 'schedule', 'virtual']);
/** Sports screens without prices, where the tree still leads on to the leagues. */
const SPORTS_INFO_AREAS: ReadonlySet<Area> = new Set(['statistics', 'liveScores']);
/** Areas of game lobbies. */
const WIDE_AREAS: ReadonlySet<Area> = new Set(['casino', 'liveCasino']);
/**
 * Screens of the betting areas that take no bets of ours: third-party sportsbook frames (they have their own slip),
 * the install page, a virtual game's own screen and the full-screen slip.
 */
const NO_SLIP: ReadonlySet<RouteName> = new Set([
  'Sports_Providers',
  'Sports_Digitain',
  'PwaSportsLandingPage',
  'VirtualGamesCasinoGame',
  'Slip',
]);
/** Screens outside those areas where a slip is at hand: a player's bets sit beside the slip, as on a bettor's desk. */
const SLIP_ELSEWHERE: ReadonlySet<RouteName> = new Set(['MyBets']);

const NONE: PageColumns = { slip: false, sportsTree: false, wide: false };

/** The desktop columns of a named route; a page without a name (the 404) gets none. */
export function pageColumns(route: RouteName | undefined): PageColumns {
  if (route === undefined) return NONE;
  const area: Area | undefined = (ROUTES[route] as { area?: Area }).area;
  const slip = SLIP_ELSEWHERE.has(route) || (area !== undefined && BETTING_AREAS.has(area) && !NO_SLIP.has(route));
  const sportsTree = slip || (area !== undefined && SPORTS_INFO_AREAS.has(area));
  return { slip, sportsTree, wide: area !== undefined && WIDE_AREAS.has(area) };
}
