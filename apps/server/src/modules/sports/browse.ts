import { focusCountriesFirst, type SportsFocus } from '@playline/contract/brands';
import {
  isVirtualSport,
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
import { isoOf, leagueOf, leagueRefOf } from './present';
import type { Snapshot } from './snapshot';

export type LeaguesQuery = z.output<typeof leaguesQuerySchema>;

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

/**
 * GET /api/sports/:sport: the sport's countries (the brand's own first, then most events first) with their leagues
 * (by rank).
 */
export function sportDetail(feed: FeedAdapter, snapshot: Snapshot, sport: SportKey, focus: SportsFocus): SportDetail {
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
  return { sport, countries: focusCountriesFirst(ordered, (country) => country.code, focus) };
}

/** GET /api/sports/leagues: leagues of every country (of one sport, popular or not), the brand's countries' first, by rank. */
export function leagueList(feed: FeedAdapter, snapshot: Snapshot, query: LeaguesQuery, focus: SportsFocus): LeagueList {
  const popular = query.popular === undefined ? undefined : query.popular === 'true';
  const leagues = feed
    .leagues()
    // Virtual leagues only when asked for by sport: menus list the sportsbook's leagues.
    .filter((league) => (query.sport === undefined ? !isVirtualSport(league.sport) : league.sport === query.sport))
    .filter((league) => popular === undefined || league.popular === popular)
    .sort(byRank);
  return { leagues: focusCountriesFirst(leagues, (league) => league.country.code, focus).map(withCount(snapshot)) };
}

/** GET /api/sports/:sport/outrights: the sport's leagues' outright markets (of one country), the brand's first, by rank. */
export function outrightList(
  feed: FeedAdapter,
  at: number,
  sport: SportKey,
  country: string | undefined,
  focus: SportsFocus,
): OutrightList {
  const outrights: OutrightList['outrights'] = [];
  const leagues = feed
    .leagues()
    .filter((league) => league.sport === sport && league.hasOutrights && matchesCountry(league, country))
    .sort(byRank);
  for (const league of focusCountriesFirst(leagues, (each) => each.country.code, focus)) {
    const outright = feed.outright(league.id, at);
    if (outright && outright.markets.length > 0)
      outrights.push({ league: leagueRefOf(league), endsAt: isoOf(outright.endsAt), markets: outright.markets });
  }
  return { outrights };
}
