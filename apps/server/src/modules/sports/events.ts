import type {
  EventList,
  eventsQuerySchema,
  liveScoresQuerySchema,
  resultsQuerySchema,
} from '@playline/contract/sports';
import type * as z from 'zod';
import type { FeedAdapter, FeedEvent, FeedLeague } from './feed/adapter';
import { summariesOf } from './present';
import { RESULTS_LOOKBACK_MS, RESULTS_MAX_RANGE_MS, type Snapshot } from './snapshot';

export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type ResultsQuery = z.output<typeof resultsQuerySchema>;
export type LiveScoresQuery = z.output<typeof liveScoresQuerySchema>;

const epochOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** A country filter names the country by its key or its code, in any case. */
export function matchesCountry(league: FeedLeague, country: string | undefined): boolean {
  if (country === undefined) return true;
  const wanted = country.toLowerCase();
  return league.country.key.toLowerCase() === wanted || league.country.code.toLowerCase() === wanted;
}

function leagueFilter(feed: FeedAdapter, query: EventsQuery) {
  return (event: FeedEvent) => {
    if (query.sport !== undefined && event.sport !== query.sport) return false;
    if (query.league !== undefined && event.leagueId !== query.league) return false;
    if (query.country === undefined) return true;
    const league = feed.league(event.leagueId);
    return league !== undefined && matchesCountry(league, query.country);
  };
}

/**
 * Finished events whose start lies in [from, to), latest first: a week back by default, and never a range longer
 * than RESULTS_MAX_RANGE_MS before its end (the feed computes fixtures for every day it is asked about).
 */
function finishedEvents(feed: FeedAdapter, at: number, from: number | undefined, to: number | undefined) {
  const end = Math.min(to ?? at, at);
  const start = Math.max(from ?? at - RESULTS_LOOKBACK_MS, end - RESULTS_MAX_RANGE_MS);
  if (end <= start) return [];
  return feed
    .eventsStartingBetween(start, end)
    .filter((event) => feed.status(event, at) === 'finished')
    .reverse();
}

/** GET /api/sports/events: filtered events in start order; `total` counts them before the limit. */
export function eventList(feed: FeedAdapter, snapshot: Snapshot, query: EventsQuery): EventList {
  const from = epochOf(query.from) ?? Number.NEGATIVE_INFINITY;
  const to = epochOf(query.to) ?? Number.POSITIVE_INFINITY;
  const matches = leagueFilter(feed, query);
  let selected: FeedEvent[];
  if (query.status === 'finished') {
    // Oldest first like the other statuses; results (latest first) have their own route.
    selected = finishedEvents(feed, snapshot.at, epochOf(query.from), epochOf(query.to)).reverse();
  } else {
    selected = snapshot.offered
      .filter((offer) => offer.status === query.status)
      .map((offer) => offer.event)
      .filter((event) => event.startsAt >= from && event.startsAt < to);
  }
  selected = selected.filter(matches);
  return { events: summariesOf(feed, selected.slice(0, query.limit), snapshot.at), total: selected.length };
}

/** GET /api/sports/results: finished events with their final scoreboards, latest first. */
export function resultList(feed: FeedAdapter, snapshot: Snapshot, query: ResultsQuery): EventList {
  const finished = finishedEvents(feed, snapshot.at, epochOf(query.from), epochOf(query.to)).filter(
    (event) => query.sport === undefined || event.sport === query.sport,
  );
  const events = summariesOf(feed, finished.slice(0, query.limit), snapshot.at, { withMainMarket: false });
  return { events, total: finished.length };
}

/** GET /api/sports/live-scores: events in play with their scoreboards, in start order. */
export function liveScores(feed: FeedAdapter, snapshot: Snapshot, query: LiveScoresQuery): EventList {
  const live = snapshot.offered
    .filter((offer) => offer.status === 'live' && (query.sport === undefined || offer.event.sport === query.sport))
    .map((offer) => offer.event);
  return { events: summariesOf(feed, live, snapshot.at, { withMainMarket: false }), total: live.length };
}
