import type { PriceChange } from '@playline/contract/bets';
import type { Market, MarketType, Outcome, SportKey } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from '#app/modules/sports/feed/adapter.ts';

/** An outcome id split into its parts: `eventId/marketKey/code` (a code may itself hold a slash: `home/draw`). */
export function parseOutcomeId(outcomeId: string): { eventId: number; marketKey: string; code: string } | null {
  const first = outcomeId.indexOf('/');
  const second = outcomeId.indexOf('/', first + 1);
  if (first < 1 || second < 0) return null;
  const eventId = Number(outcomeId.slice(0, first));
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
  return { eventId, marketKey: outcomeId.slice(first + 1, second), code: outcomeId.slice(second + 1) };
}

/** A selection as the feed offers it now: of an event, or of a league's outright (its season's markets). */
export interface Quote {
  outcomeId: string;
  /** The event; null for an outright, whose league stands where an event stands. */
  event: FeedEvent | null;
  /** The event's id, or the outright's league id (the outcome id's prefix either way). */
  eventId: number;
  sport: SportKey;
  /** `Home – Away`, or the outright's league name. */
  eventName: string;
  /** The event's start, or the end of the outright's season (when it settles). */
  startsAt: number;
  market: Market;
  outcome: Outcome;
  /**
   * Open with market and outcome open and, for an event, until it finishes (in play the feed suspends markets
   * around dangerous moments); an outright until its season's end.
   */
  status: 'open' | 'suspended';
  /** The event is in play: a slip holding it is accepted only after the sport's in-play delay. */
  live: boolean;
}

export const eventNameOf = (event: FeedEvent) => `${event.home.name} – ${event.away.name}`;

/** Outright markets: their outcome ids start with a league id, not an event id (market key = type, no line). */
export const OUTRIGHT_MARKET_TYPES = ['outright_winner', 'top_scorer'] as const satisfies readonly MarketType[];
export const isOutrightMarket = (marketKey: string) => (OUTRIGHT_MARKET_TYPES as readonly string[]).includes(marketKey);

const openOf = (market: Market, outcome: Outcome) => market.status === 'open' && outcome.status === 'open';

/** An outright selection: the league's outright market as offered at `at` (the season running then). */
function outrightQuote(feed: FeedAdapter, outcomeId: string, leagueId: number, marketKey: string, at: number) {
  const league = feed.league(leagueId);
  const outright = league && feed.outright(league.id, at);
  const market = outright?.markets.find((candidate) => candidate.key === marketKey);
  const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!league || !outright || !market || !outcome) return null;
  const open = at < outright.endsAt && openOf(market, outcome);
  return {
    outcomeId,
    event: null,
    eventId: league.id,
    sport: league.sport,
    eventName: league.name,
    startsAt: outright.endsAt,
    market,
    outcome,
    status: open ? 'open' : 'suspended',
    live: false,
  } satisfies Quote;
}

/** The selection at the feed's `at`; null when the feed does not offer it (unknown event, market or outcome). */
export function quote(feed: FeedAdapter, outcomeId: string, at: number): Quote | null {
  const parts = parseOutcomeId(outcomeId);
  if (!parts) return null;
  if (isOutrightMarket(parts.marketKey)) {
    return outrightQuote(feed, outcomeId, parts.eventId, parts.marketKey, at);
  }
  const event = feed.event(parts.eventId);
  if (!event) return null;
  const market = feed.markets(event, at).find((candidate) => candidate.key === parts.marketKey);
  const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!market || !outcome) return null;
  const status = feed.status(event, at);
  const open = status !== 'finished' && openOf(market, outcome);
  return {
    outcomeId,
    event,
    eventId: event.id,
    sport: event.sport,
    eventName: eventNameOf(event),
    startsAt: event.startsAt,
    market,
    outcome,
    status: open ? 'open' : 'suspended',
    live: status === 'live',
  };
}

/** What the slip is told about a selection that cannot be booked as it saw it. */
export function changeOf(outcomeId: string, current: Quote | null): PriceChange {
  if (!current) return { outcomeId, odds: null, status: 'removed' };
  return { outcomeId, odds: current.outcome.odds, status: current.status };
}

/** The events a slip's selections belong to, as the feed knows them (outrights and unknown ids have none). */
export function eventsOfSlip(feed: FeedAdapter, body: { bets: { selections: { outcomeId: string }[] }[] }) {
  const events: FeedEvent[] = [];
  for (const bet of body.bets) {
    for (const selection of bet.selections) {
      const parts = parseOutcomeId(selection.outcomeId);
      const event = parts && !isOutrightMarket(parts.marketKey) ? feed.event(parts.eventId) : undefined;
      if (event) events.push(event);
    }
  }
  return events;
}
