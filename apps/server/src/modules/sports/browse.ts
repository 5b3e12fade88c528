import {
  type Highlights,
  isVirtualSport,
  type League,
  type LeagueList,
  type leaguesQuerySchema,
  type OutrightList,
  REAL_SPORT_KEYS,
  SPORT_KEYS,
  type SportDetail,
  type SportKey,
  type SportsList,
} from '@playline/contract/sports';
import type * as z from 'zod';
import { HttpError } from '#app/lib/http-error.ts';
import { matchesCountry } from './events';
import type { FeedAdapter, FeedLeague } from './feed/adapter';
import { isoOf, leagueOf, leagueRefOf, summariesOf } from './present';
import type { Snapshot } from './snapshot';

export type LeaguesQuery = z.output<typeof leaguesQuerySchema>;

const HIGHLIGHTS_MAX = 12;
const STARTING_SOON_MAX = 10;
const STARTING_SOON_WINDOW_MS = 3 * 60 * 60 * 1000;
const TOP_LEAGUES_MAX = 12;

const sportOrder = new Map<SportKey, number>(SPORT_KEYS.map((key, index) => [key, index]));
/** Menu order: sports as the contract lists them, then by rank within a sport. */
const byRank = (a: FeedLeague, b: FeedLeague) =>
  a.rank - b.rank || (sportOrder.get(a.sport) ?? 0) - (sportOrder.get(b.sport) ?? 0) || a.id - b.id;

const withCount = (snapshot: Snapshot) => (league: FeedLeague) =>
  leagueOf(league, snapshot.prematchByLeague.get(league.id) ?? 0);

/** GET /api/sports: every sport, with what it offers now. */
export function sportsList(feed: FeedAdapter, snapshot: Snapshot): SportsList {
  const outrights = new Map<SportKey, number>();
  for (const league of feed.leagues())
    if (league.hasOutrights) outrights.set(league.sport, (outrights.get(league.sport) ?? 0) + 1);
  return {
    // Virtual sports have their own area (the casino's virtual games), not a place in the sports menu.
    sports: REAL_SPORT_KEYS.map((key) => ({
      key,
      prematchCount: snapshot.prematchBySport.get(key) ?? 0,
      liveCount: snapshot.liveBySport.get(key) ?? 0,
      outrightCount: outrights.get(key) ?? 0,
    })),
  };
}

/** GET /api/sports/:sport: the sport's countries (most events first) with their leagues (by rank). */
export function sportDetail(feed: FeedAdapter, snapshot: Snapshot, sport: SportKey): SportDetail {
  if (isVirtualSport(sport)) throw new HttpError(404, `There is no sports page for ${sport}.`);
  const countries = new Map<string, SportDetail['countries'][number]>();
  for (const league of feed
    .leagues()
    .filter((each) => each.sport === sport)
    .sort(byRank)) {
    const entry = countries.get(league.country.key) ?? { ...league.country, eventCount: 0, leagues: [] };
    const presented = withCount(snapshot)(league);
    entry.leagues.push(presented);
    entry.eventCount += presented.eventCount;
    countries.set(league.country.key, entry);
  }
  const ordered = [...countries.values()].sort((a, b) => b.eventCount - a.eventCount || a.name.localeCompare(b.name));
  return { sport, countries: ordered };
}

/** GET /api/sports/leagues: leagues of every country (of one sport, popular or not), by rank. */
export function leagueList(feed: FeedAdapter, snapshot: Snapshot, query: LeaguesQuery): LeagueList {
  const popular = query.popular === undefined ? undefined : query.popular === 'true';
  const leagues = feed
    .leagues()
    // Virtual leagues only when asked for by sport: menus list the sportsbook's leagues.
    .filter((league) => (query.sport === undefined ? !isVirtualSport(league.sport) : league.sport === query.sport))
    .filter((league) => popular === undefined || league.popular === popular)
    .sort(byRank);
  return { leagues: leagues.map(withCount(snapshot)) };
}

/** GET /api/sports/highlights: the home page's picks. */
export function highlights(feed: FeedAdapter, snapshot: Snapshot): Highlights {
  const prematch = snapshot.offered.filter((offer) => offer.status === 'prematch').map((offer) => offer.event);
  const popularIds = new Set(
    feed
      .leagues()
      .filter((league) => league.popular)
      .map((league) => league.id),
  );
  const picks = prematch.filter((event) => popularIds.has(event.leagueId)).slice(0, HIGHLIGHTS_MAX);
  const soon = prematch
    .filter((event) => event.startsAt < snapshot.at + STARTING_SOON_WINDOW_MS)
    .slice(0, STARTING_SOON_MAX);
  const topLeagues: League[] = feed
    .leagues()
    .filter((league) => league.popular && (snapshot.prematchByLeague.get(league.id) ?? 0) > 0)
    .sort(byRank)
    .slice(0, TOP_LEAGUES_MAX)
    .map(withCount(snapshot));
  let liveCount = 0;
  for (const count of snapshot.liveBySport.values()) liveCount += count;
  return {
    highlights: summariesOf(feed, picks, snapshot.at),
    startingSoon: summariesOf(feed, soon, snapshot.at),
    topLeagues,
    liveCount,
  };
}

/** GET /api/sports/:sport/outrights: the sport's leagues' outright markets (of one country), by rank. */
export function outrightList(feed: FeedAdapter, at: number, sport: SportKey, country?: string): OutrightList {
  const outrights: OutrightList['outrights'] = [];
  const leagues = feed.leagues().filter((league) => league.sport === sport && league.hasOutrights);
  for (const league of leagues.filter((each) => matchesCountry(each, country)).sort(byRank)) {
    const outright = feed.outright(league.id, at);
    if (outright && outright.markets.length > 0)
      outrights.push({ league: leagueRefOf(league), endsAt: isoOf(outright.endsAt), markets: outright.markets });
  }
  return { outrights };
}
