import type { PriceChange } from '@playline/contract/bets';
import type { Market, Outcome } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from '../sports/feed/adapter';

/** An outcome id split into its parts: `eventId/marketKey/code` (a code may itself hold a slash: `home/draw`). */
export function parseOutcomeId(outcomeId: string): { eventId: number; marketKey: string; code: string } | null {
  const first = outcomeId.indexOf('/');
  const second = outcomeId.indexOf('/', first + 1);
  if (first < 1 || second < 0) return null;
  const eventId = Number(outcomeId.slice(0, first));
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
  return { eventId, marketKey: outcomeId.slice(first + 1, second), code: outcomeId.slice(second + 1) };
}

/** A selection as the feed offers it now. */
export interface Quote {
  outcomeId: string;
  event: FeedEvent;
  eventName: string;
  market: Market;
  outcome: Outcome;
  /** Open only before the start (in-play betting comes with the live issue) with market and outcome open. */
  status: 'open' | 'suspended';
}

export const eventNameOf = (event: FeedEvent) => `${event.home.name} – ${event.away.name}`;

/** The selection at the feed's `at`; null when the feed does not offer it (unknown event, market or outcome). */
export function quote(feed: FeedAdapter, outcomeId: string, at: number): Quote | null {
  const parts = parseOutcomeId(outcomeId);
  if (!parts) return null;
  const event = feed.event(parts.eventId);
  if (!event) return null;
  const market = feed.markets(event, at).find((candidate) => candidate.key === parts.marketKey);
  const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!market || !outcome) return null;
  const open = feed.status(event, at) === 'prematch' && market.status === 'open' && outcome.status === 'open';
  return { outcomeId, event, eventName: eventNameOf(event), market, outcome, status: open ? 'open' : 'suspended' };
}

/** What the slip is told about a selection that cannot be booked as it saw it. */
export function changeOf(outcomeId: string, current: Quote | null): PriceChange {
  if (!current) return { outcomeId, odds: null, status: 'removed' };
  return { outcomeId, odds: current.outcome.odds, status: current.status };
}
