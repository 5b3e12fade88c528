import {
  type EventDetail,
  type EventStatistics,
  type FormResult,
  MARKET_GROUPS,
  type PastMatch,
  type Standings,
} from '@playline/contract/sports';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter, FeedEvent } from './feed/adapter';
import { eventSummaryOf, leagueRefOf } from './present';

const RECENT_MATCHES = 5;
const HEAD_TO_HEAD_MATCHES = 5;

/** The event, or a 404 naming the id. */
function knownEvent(feed: FeedAdapter, eventId: number): FeedEvent {
  const event = feed.event(eventId);
  if (!event || !feed.league(event.leagueId)) throw new HttpError(404, `There is no event ${eventId}.`);
  return event;
}

/** GET /api/sports/events/:eventId: every market, grouped, and the groups that hold any. */
export function eventDetail(feed: FeedAdapter, at: number, eventId: number): EventDetail {
  const event = knownEvent(feed, eventId);
  const summary = eventSummaryOf(feed, event, at);
  if (!summary) throw new HttpError(404, `There is no event ${eventId}.`);
  const markets = feed.markets(event, at);
  const present = new Set(markets.map((market) => market.group));
  return {
    ...summary,
    markets,
    live: feed.liveState(event, at),
    groups: MARKET_GROUPS.filter((group) => present.has(group)),
  };
}

/** W, D or L from the competitor's side of a past match. */
function resultFor(competitorId: number, match: PastMatch): FormResult {
  const own = match.home.id === competitorId ? match.score.home : match.score.away;
  const other = match.home.id === competitorId ? match.score.away : match.score.home;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

function standingsAt(feed: FeedAdapter, leagueId: number, at: number): Standings | null {
  const league = feed.league(leagueId);
  const table = league ? feed.standings(leagueId, at) : null;
  if (!league || !table) return null;
  return { league: leagueRefOf(league), season: table.season, rows: table.rows };
}

/**
 * GET /api/sports/events/:eventId/statistics: form, meetings and the table as they stood before the event (or
 * now, if it has not started), all from the feed's own past results.
 */
export function eventStatistics(feed: FeedAdapter, at: number, eventId: number): EventStatistics {
  const event = knownEvent(feed, eventId);
  const summary = eventSummaryOf(feed, event, at);
  if (!summary) throw new HttpError(404, `There is no event ${eventId}.`);
  const before = Math.min(at, event.startsAt);
  const side = (competitorId: number) => {
    const recent = feed.recentMatches(competitorId, before, RECENT_MATCHES);
    return { form: recent.map((match) => resultFor(competitorId, match)), recent };
  };
  return {
    event: summary,
    home: side(event.home.id),
    away: side(event.away.id),
    headToHead: feed.headToHead(event.home.id, event.away.id, before, HEAD_TO_HEAD_MATCHES),
    standings: standingsAt(feed, event.leagueId, before),
  };
}

/** GET /api/sports/leagues/:leagueId/standings: 404 for an unknown league or one without a table. */
export function leagueStandings(feed: FeedAdapter, at: number, leagueId: number): Standings {
  const standings = standingsAt(feed, leagueId, at);
  if (!standings) throw new HttpError(404, `League ${leagueId} has no standings.`);
  return standings;
}
