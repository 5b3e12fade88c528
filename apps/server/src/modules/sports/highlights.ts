import { focusRank, type SportsFocus } from '@playline/contract/brands';
import type { Highlights, League, SportKey } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from './feed/adapter';
import { leagueOf, summariesOf } from './present';
import type { Snapshot } from './snapshot';

const HIGHLIGHTS_MAX = 12;
/** The brand's first sport takes up to half the highlights, each next one up to a quarter, until they are full. */
const FIRST_SPORT_SHARE = HIGHLIGHTS_MAX / 2;
const NEXT_SPORT_SHARE = HIGHLIGHTS_MAX / 4;
/** Highlights are the next two days' big matches, not next week's. */
const HIGHLIGHTS_HORIZON_MS = 48 * 60 * 60 * 1000;
const STARTING_SOON_MAX = 10;
const STARTING_SOON_WINDOW_MS = 3 * 60 * 60 * 1000;
const TOP_LEAGUES_MAX = 12;

const sportRank = (focus: SportsFocus, sport: SportKey) => {
  const index = (focus.sports as readonly SportKey[]).indexOf(sport);
  return index === -1 ? focus.sports.length : index;
};

/**
 * The highlights (issue 21): the next two days' matches of popular leagues, the brand's sports in its order
 * (football first by default), within a sport its countries' leagues first, then soonest first; each sport takes
 * its share.
 */
function pickHighlights(feed: FeedAdapter, snapshot: Snapshot, focus: SportsFocus): FeedEvent[] {
  const leagues = new Map(feed.leagues().map((league) => [league.id, league]));
  const candidates = snapshot.offered
    .filter((offer) => offer.status === 'prematch' && offer.event.startsAt < snapshot.at + HIGHLIGHTS_HORIZON_MS)
    .map((offer) => ({ event: offer.event, league: leagues.get(offer.event.leagueId)! }))
    .filter(({ event, league }) => league?.popular && sportRank(focus, event.sport) < focus.sports.length)
    .sort(
      (a, b) =>
        sportRank(focus, a.event.sport) - sportRank(focus, b.event.sport) ||
        focusRank(focus, a.league.country.code) - focusRank(focus, b.league.country.code) ||
        a.event.startsAt - b.event.startsAt ||
        a.event.id - b.event.id,
    )
    .map(({ event }) => event);
  const taken = new Map<SportKey, number>();
  const picks = candidates.filter((event) => {
    const share = sportRank(focus, event.sport) === 0 ? FIRST_SPORT_SHARE : NEXT_SPORT_SHARE;
    const count = taken.get(event.sport) ?? 0;
    if (count >= share) return false;
    taken.set(event.sport, count + 1);
    return true;
  });
  // A sport with fewer matches than its share leaves room: the next in order fill it.
  const rest = candidates.filter((event) => !picks.includes(event));
  const chosen = new Set([...picks, ...rest].slice(0, HIGHLIGHTS_MAX));
  return candidates.filter((event) => chosen.has(event));
}

/** GET /api/sports/highlights: the home page's picks for the brand, what starts soon, its top leagues. */
export function highlights(feed: FeedAdapter, snapshot: Snapshot, focus: SportsFocus): Highlights {
  const soon = snapshot.offered
    .filter((offer) => offer.status === 'prematch' && offer.event.startsAt < snapshot.at + STARTING_SOON_WINDOW_MS)
    .map((offer) => offer.event)
    .slice(0, STARTING_SOON_MAX);
  const topLeagues: League[] = feed
    .leagues()
    .filter((league) => league.popular && (snapshot.prematchByLeague.get(league.id) ?? 0) > 0)
    .sort(
      (a, b) =>
        focusRank(focus, a.country.code) - focusRank(focus, b.country.code) ||
        a.rank - b.rank ||
        sportRank(focus, a.sport) - sportRank(focus, b.sport) ||
        a.id - b.id,
    )
    .slice(0, TOP_LEAGUES_MAX)
    .map((league) => leagueOf(league, snapshot.prematchByLeague.get(league.id) ?? 0));
  let liveCount = 0;
  for (const count of snapshot.liveBySport.values()) liveCount += count;
  return {
    highlights: summariesOf(feed, pickHighlights(feed, snapshot, focus), snapshot.at),
    startingSoon: summariesOf(feed, soon, snapshot.at),
    topLeagues,
    liveCount,
  };
}
