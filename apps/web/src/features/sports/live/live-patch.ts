import type { EventUpdate, LiveLine, LiveUpdate } from '@playline/contract/hub';
import { sameMarketShape } from '@playline/contract/hub-keys';
import type { EventDetail, EventList, Market, MarketGroup, Scoreboard } from '@playline/contract/sports';
import { MARKET_GROUPS } from '@playline/contract/sports-keys';

/**
 * Pure merges of hub messages into cached answers. Prices are deliberately not copied on their own: the odds
 * buttons read them from the live odds store, so a price tick re-renders one button, not the list around it. A
 * market is replaced only when something other than a price changed (its status, an outcome's status, its
 * outcomes), and then it brings its current prices along. Unchanged parts keep their identity, so memoised rows
 * and cards skip rendering.
 */

function sameScoreboard(before: Scoreboard | null, after: Scoreboard | null): boolean {
  if (before === after) return true;
  if (!before || !after) return false;
  return (
    before.home === after.home &&
    before.away === after.away &&
    before.period === after.period &&
    before.minute === after.minute &&
    before.phase === after.phase &&
    before.periods.length === after.periods.length &&
    before.periods.every((period, index) => {
      const other = after.periods[index];
      return other !== undefined && other.home === period.home && other.away === period.away;
    })
  );
}

/** The market to keep: the cached one when only its prices moved. */
function keepMarket(before: Market | null, after: Market | null): Market | null {
  if (before && after && before.key === after.key && sameMarketShape(before, after)) return before;
  return after;
}

/** One live-overview line merged into a listed event; the same object when nothing but prices changed. */
function patchLine<E extends EventList['events'][number]>(event: E, line: LiveLine): E {
  const scoreboard = sameScoreboard(event.scoreboard, line.scoreboard) ? event.scoreboard : line.scoreboard;
  // A line without its main market says only the scoreboard or status changed.
  const mainMarket = line.mainMarket === undefined ? event.mainMarket : keepMarket(event.mainMarket, line.mainMarket);
  if (scoreboard === event.scoreboard && mainMarket === event.mainMarket && line.status === event.status) return event;
  return { ...event, status: line.status, scoreboard, mainMarket };
}

/** A cached event list with the pushed lines applied (the same object when nothing shown changed). */
export function patchEventList(list: EventList, update: Pick<LiveUpdate, 'lines'>): EventList {
  if (update.lines.length === 0) return list;
  const lines = new Map(update.lines.map((line) => [line.eventId, line]));
  let changed = false;
  const events = list.events.map((event) => {
    const line = lines.get(event.id);
    const next = line ? patchLine(event, line) : event;
    if (next !== event) changed = true;
    return next;
  });
  return changed ? { ...list, events } : list;
}

/** Where a new market of `group` goes: after the group's last market, or at the end. */
function afterGroup(markets: readonly Market[], group: MarketGroup): number {
  for (let index = markets.length - 1; index >= 0; index--) if (markets[index]?.group === group) return index + 1;
  return markets.length;
}

function groupsOf(markets: readonly Market[]): MarketGroup[] {
  const present = new Set(markets.map((market) => market.group));
  return MARKET_GROUPS.filter((group) => present.has(group));
}

/** A cached event detail with one event update applied (the same object when nothing shown changed). */
export function patchEventDetail(event: EventDetail, update: EventUpdate): EventDetail {
  if (update.eventId !== event.id) return event;
  const next: EventDetail = { ...event };
  let changed = false;
  if (update.status !== undefined && update.status !== event.status) {
    next.status = update.status;
    changed = true;
  }
  if (update.scoreboard !== undefined && !sameScoreboard(event.scoreboard, update.scoreboard)) {
    next.scoreboard = update.scoreboard;
    changed = true;
  }
  if (update.live !== undefined) {
    // Only the parts that changed arrive; a state that just appeared arrives whole.
    next.live = update.live === null ? null : ({ ...event.live, ...update.live } as EventDetail['live']);
    changed = true;
  }
  const pushed = update.markets ?? [];
  const removed = new Set(update.removedMarkets ?? []);
  if (pushed.length > 0 || removed.size > 0) {
    const byKey = new Map(pushed.map((market) => [market.key, market]));
    let marketsChanged = false;
    const markets: Market[] = [];
    for (const market of event.markets) {
      if (removed.has(market.key)) {
        marketsChanged = true;
        continue;
      }
      const incoming = byKey.get(market.key);
      byKey.delete(market.key);
      const kept = incoming ? (keepMarket(market, incoming) ?? market) : market;
      if (kept !== market) marketsChanged = true;
      markets.push(kept);
    }
    // Markets the event did not offer before go after the others of their group (tabs keep their order).
    for (const market of byKey.values()) {
      if (removed.has(market.key)) continue;
      marketsChanged = true;
      markets.splice(afterGroup(markets, market.group), 0, market);
    }
    if (marketsChanged) {
      next.markets = markets;
      next.groups = groupsOf(markets);
      next.marketCount = markets.length;
      changed = true;
    }
  }
  return changed ? next : event;
}

/** Two event updates as one, the later winning field by field and market by market (for per-frame batching). */
export function mergeEventUpdates(earlier: EventUpdate, later: EventUpdate): EventUpdate {
  const markets = new Map((earlier.markets ?? []).map((market) => [market.key, market]));
  const removed = new Set(earlier.removedMarkets ?? []);
  for (const market of later.markets ?? []) {
    markets.set(market.key, market);
    removed.delete(market.key);
  }
  for (const key of later.removedMarkets ?? []) {
    markets.delete(key);
    removed.add(key);
  }
  const live =
    later.live === undefined
      ? earlier.live
      : later.live === null || earlier.live == null
        ? later.live
        : { ...earlier.live, ...later.live };
  const prices = [...(earlier.prices ?? []), ...(later.prices ?? [])];
  return { ...earlier, ...later, live, markets: [...markets.values()], removedMarkets: [...removed], prices };
}

/** Two live-overview updates as one: the latest line per event, every started and ended id. */
export function mergeLiveUpdates(earlier: LiveUpdate, later: LiveUpdate): LiveUpdate {
  const lines = new Map(earlier.lines.map((line) => [line.eventId, line]));
  // Field by field: a later line without its main market keeps the earlier one's.
  for (const line of later.lines) lines.set(line.eventId, { ...lines.get(line.eventId), ...line });
  return {
    type: 'live',
    lines: [...lines.values()],
    started: [...new Set([...earlier.started, ...later.started])],
    ended: [...new Set([...earlier.ended, ...later.ended])],
    prices: [...(earlier.prices ?? []), ...(later.prices ?? [])],
  };
}
