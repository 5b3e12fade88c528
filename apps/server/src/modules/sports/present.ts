import type { EventSummary, League, LeagueRef } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent, FeedLeague } from './feed/adapter';

/** Feed records in the contract's shapes. */

export const leagueRefOf = (league: FeedLeague): LeagueRef => ({
  id: league.id,
  key: league.key,
  name: league.name,
  sport: league.sport,
  country: league.country,
});

export const leagueOf = (league: FeedLeague, eventCount: number): League => ({
  ...leagueRefOf(league),
  popular: league.popular,
  rank: league.rank,
  eventCount,
  hasOutrights: league.hasOutrights,
  hasStandings: league.hasStandings,
});

export const isoOf = (epochMs: number) => new Date(epochMs).toISOString();

export interface SummaryOptions {
  /** Results and live scores leave prices out (the live issue prices events in play). */
  withMainMarket: boolean;
}

/** An event as lists show it; null if its league is unknown to the feed (a feed inconsistency we do not show). */
export function eventSummaryOf(
  feed: FeedAdapter,
  event: FeedEvent,
  at: number,
  options: SummaryOptions = { withMainMarket: true },
): EventSummary | null {
  const league = feed.league(event.leagueId);
  if (!league) return null;
  return {
    id: event.id,
    sport: event.sport,
    league: leagueRefOf(league),
    home: event.home,
    away: event.away,
    startsAt: isoOf(event.startsAt),
    status: feed.status(event, at),
    scoreboard: feed.scoreboard(event, at),
    marketCount: feed.marketCount(event),
    mainMarket: options.withMainMarket ? feed.mainMarket(event, at) : null,
  };
}

/** Summaries of events whose league is known, in the given order. */
export function summariesOf(
  feed: FeedAdapter,
  events: readonly FeedEvent[],
  at: number,
  options?: SummaryOptions,
): EventSummary[] {
  const summaries: EventSummary[] = [];
  for (const event of events) {
    const summary = eventSummaryOf(feed, event, at, options);
    if (summary) summaries.push(summary);
  }
  return summaries;
}
