import type { EventUpdate, LiveLine } from '@playline/contract/hub';
import { sameMarketShape } from '@playline/contract/hub-keys';
import type { EventStatus, LiveState, Market, Scoreboard } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from '../sports/feed/adapter';

/** Everything a subscriber of `event:<id>` is told about, as the feed has it at one moment. */
export interface EventState {
  eventId: number;
  status: EventStatus;
  scoreboard: Scoreboard | null;
  live: LiveState | null;
  markets: Market[];
  mainMarket: Market | null;
}

export function eventState(feed: FeedAdapter, event: FeedEvent, at: number): EventState {
  return {
    eventId: event.id,
    status: feed.status(event, at),
    scoreboard: feed.scoreboard(event, at),
    live: feed.liveState(event, at),
    markets: feed.markets(event, at),
    mainMarket: feed.mainMarket(event, at),
  };
}

export function fullUpdate({ eventId, status, scoreboard, live, markets }: EventState): EventUpdate {
  return { type: 'event', eventId, status, scoreboard, live, markets, complete: true };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of the live state that changed; undefined when none did (the whole state when it appears). */
function diffLive(before: LiveState | null, after: LiveState | null): Partial<LiveState> | null | undefined {
  if (after === null) return before === null ? undefined : null;
  if (before === null) return after;
  const parts: Partial<LiveState> = {};
  let changed = false;
  for (const key of ['stats', 'situation', 'incidents', 'suspendedUntil'] as const) {
    if (sameJson(before[key], after[key])) continue;
    Object.assign(parts, { [key]: after[key] });
    changed = true;
  }
  return changed ? parts : undefined;
}

/** What changed between two states of one event, or null when nothing did. */
export function diffEvent(before: EventState, after: EventState): EventUpdate | null {
  const update: EventUpdate = { type: 'event', eventId: after.eventId };
  let changed = false;
  if (before.status !== after.status) {
    update.status = after.status;
    changed = true;
  }
  if (!sameJson(before.scoreboard, after.scoreboard)) {
    update.scoreboard = after.scoreboard;
    changed = true;
  }
  const live = diffLive(before.live, after.live);
  if (live !== undefined) {
    update.live = live;
    changed = true;
  }
  const previous = new Map(before.markets.map((market) => [market.key, market]));
  const markets: Market[] = [];
  const prices: [string, number][] = [];
  for (const market of after.markets) {
    const old = previous.get(market.key);
    previous.delete(market.key);
    if (!old || !sameMarketShape(old, market)) markets.push(market);
    else
      market.outcomes.forEach((outcome, index) => {
        if (outcome.odds !== old.outcomes[index]!.odds) prices.push([outcome.id, outcome.odds]);
      });
  }
  if (markets.length > 0) {
    update.markets = markets;
    changed = true;
  }
  if (prices.length > 0) {
    update.prices = prices;
    changed = true;
  }
  if (previous.size > 0) {
    update.removedMarkets = [...previous.keys()];
    changed = true;
  }
  return changed ? update : null;
}

export function liveLine(state: EventState): LiveLine {
  const { eventId, status, scoreboard, mainMarket } = state;
  return { eventId, status, scoreboard, mainMarket };
}

/**
 * What the overview must hear of one event: its whole line when the main market's shape changed; a line without the
 * main market when only the status or the scoreboard did (plus any new main-market prices); only the new prices when
 * nothing else changed; nothing when nothing did.
 */
export function diffLine(before: EventState, after: EventState): { line?: LiveLine; prices?: [string, number][] } {
  const a = before.mainMarket;
  const b = after.mainMarket;
  const sameMain = a === null || b === null ? a === b : a.key === b.key && sameMarketShape(a, b);
  const prices: [string, number][] = [];
  if (sameMain && a && b) {
    b.outcomes.forEach((outcome, index) => {
      if (outcome.odds !== a.outcomes[index]!.odds) prices.push([outcome.id, outcome.odds]);
    });
  }
  const withPrices = prices.length > 0 ? { prices } : {};
  if (!sameMain) return { line: liveLine(after) };
  if (before.status !== after.status || !sameJson(before.scoreboard, after.scoreboard)) {
    const { eventId, status, scoreboard } = after;
    return { line: { eventId, status, scoreboard }, ...withPrices };
  }
  return withPrices;
}

/** Outcome prices or statuses that differ between two states (the bench's "odds changes"). */
export function countOutcomeChanges(before: EventState, after: EventState): number {
  const previous = new Map<string, string>();
  for (const market of before.markets)
    for (const outcome of market.outcomes) previous.set(outcome.id, `${outcome.odds}|${outcome.status}`);
  let changes = 0;
  for (const market of after.markets)
    for (const outcome of market.outcomes)
      if (previous.get(outcome.id) !== `${outcome.odds}|${outcome.status}`) changes++;
  return changes;
}
