import { type LiveState, liveStateSchema, type Market } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import type { FeedAdapter, FeedEvent } from '../adapter';
import { DAY, HOUR, simulatorAt, T0 } from '../test-support';
import { PRICE_STEP } from './clock';
import { LIVE_STEP } from './index';

const feed = simulatorAt('alpha');
const homeWin = (market: Market) => market.outcomes.find((outcome) => outcome.code === 'home')!.odds;
const statOf = (state: LiveState, key: string) => state.stats.find((stat) => stat.key === key)!;

/**
 * Football events of the day after T0 with at least one goal, and the feed instant each first goal shows (events
 * whose first step shows a goal for each side are left out: no side scored first).
 */
function firstGoals(source: FeedAdapter) {
  const found: { event: FeedEvent; at: number; side: 'home' | 'away' }[] = [];
  for (const event of source.eventsStartingBetween(T0, T0 + DAY).filter((each) => each.sport === 'football')) {
    for (let at = event.startsAt; at < event.endsAt; at += LIVE_STEP) {
      const board = source.scoreboard(event, at)!;
      if (board.home + board.away > 0) {
        if (board.home === 0 || board.away === 0) found.push({ event, at, side: board.home > 0 ? 'home' : 'away' });
        break;
      }
    }
    if (found.length >= 8) break;
  }
  return found;
}

describe('live feed', () => {
  // Matches won early (straight sets, a knockout) leave the list when their play ends, not at the scheduled end:
  // in the early morning (UTC) esports alone may be in play.
  it('has 20 or more events in play at any moment of a week, nearly always across sports', () => {
    let singleSport = 0;
    for (let k = 0; k < 200; k++) {
      const at = T0 + Math.floor((k * 7 * DAY) / 200) + k * 7_919;
      const live = feed.liveEvents(at);
      expect(live.length).toBeGreaterThanOrEqual(20);
      if (new Set(live.map((event) => event.sport)).size === 1) singleSport++;
      expect(live.every((event) => feed.status(event, at) === 'live')).toBe(true);
    }
    expect(singleSport).toBeLessThanOrEqual(2);
  });

  it('lists exactly the events in play, in start order', () => {
    const at = T0 + 5 * HOUR;
    const expected = feed
      .eventsStartingBetween(at - 12 * HOUR, at + 1)
      .filter((event) => feed.status(event, at) === 'live')
      .map((event) => event.id);
    expect(feed.liveEvents(at).map((event) => event.id)).toEqual(expected);
  });

  it('gives the same live state and prices for the same seed and time', () => {
    const twin = simulatorAt('alpha');
    const at = T0 + 3 * HOUR;
    for (const event of feed.liveEvents(at).slice(0, 20)) {
      expect(twin.liveState(event, at)).toEqual(feed.liveState(event, at));
      expect(twin.markets(event, at)).toEqual(feed.markets(event, at));
    }
  });

  it('has a live state only in play, valid by the contract', () => {
    const event = feed.liveEvents(T0).find((each) => each.sport === 'football')!;
    expect(feed.liveState(event, event.startsAt - 1)).toBeNull();
    expect(feed.liveState(event, event.endsAt)).toBeNull();
    for (const live of feed.liveEvents(T0)) liveStateSchema.parse(feed.liveState(live, T0));
  });

  it('shortens the scoring side’s win price after a goal, and suspends the markets for a while', () => {
    const goals = firstGoals(feed);
    expect(goals.length).toBeGreaterThan(3);
    for (const { event, at, side } of goals) {
      const before = feed.mainMarket(event, at - LIVE_STEP)!;
      const after = feed.mainMarket(event, at)!;
      const price = (market: Market) => market.outcomes.find((outcome) => outcome.code === side)!.odds;
      expect(price(after)).toBeLessThan(price(before));
      expect(after.status).toBe('suspended');
      expect(feed.markets(event, at).every((market) => market.status === 'suspended')).toBe(true);
      const state = feed.liveState(event, at)!;
      expect(Date.parse(state.suspendedUntil!)).toBeGreaterThan(at);
      // The goal leads the incidents, or follows only what happened later in the same minute (a corner).
      const goal = state.incidents.find((incident) => incident.kind === 'goal')!;
      expect(goal).toMatchObject({ kind: 'goal', side });
      expect(state.incidents.slice(0, state.incidents.indexOf(goal)).every((each) => each.minute === goal.minute)).toBe(
        true,
      );
      expect(goal.player).toEqual(expect.any(String));
      // Reopens once the pause (and any dangerous moment then) is over.
      let reopened = at;
      while (feed.liveState(event, reopened)!.suspendedUntil !== null) reopened += LIVE_STEP;
      expect(reopened - at).toBeLessThanOrEqual(2 * 60_000);
      if (feed.status(event, reopened) === 'live' && feed.scoreboard(event, reopened)!.phase === 'live') {
        expect(feed.mainMarket(event, reopened)!.status).toBe('open');
      }
    }
  });

  it('re-prices a football match with time once a price step, keeping the pre-match market keys and margins', () => {
    // Not a long shot: a price near 40 moves by less than the two decimals' resolution in most steps.
    const event = feed
      .liveEvents(T0)
      .find((each) => each.sport === 'football' && homeWin(feed.markets(each, T0)[0]!) < 10)!;
    const keys = feed.markets(event, event.startsAt - 1).map((market) => market.key);
    let moved = 0;
    for (let at = T0; at < T0 + 20 * PRICE_STEP; at += LIVE_STEP) {
      const markets = feed.markets(event, at);
      expect(markets.map((market) => market.key)).toEqual(keys);
      if (homeWin(markets[0]!) !== homeWin(feed.markets(event, at + LIVE_STEP)[0]!)) moved++;
      const main = markets[0]!;
      if (main.status === 'open') {
        const implied = main.outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0);
        expect(implied).toBeGreaterThan(1.02);
      }
    }
    expect(moved).toBeGreaterThan(5);
    expect(moved).toBeLessThanOrEqual(20 + 3);
    expect(feed.liveVersion(T0 + LIVE_STEP)).toBe(feed.liveVersion(T0) + 1);
  });

  it('holds every price through a price step in which nothing happened in the match, in every sport', () => {
    const odds = (markets: Market[]) => markets.map((market) => market.outcomes.map((outcome) => outcome.odds));
    let compared = 0;
    for (let k = 0; k < 40; k++) {
      // Each answer is that of its live step's start: compare two step starts.
      const at = Math.floor((T0 + k * 3 * HOUR + k * 7_919) / LIVE_STEP) * LIVE_STEP;
      for (const event of feed.liveEvents(at).slice(0, 12)) {
        const next = at + LIVE_STEP;
        const step = (moment: number) => Math.floor((moment - event.startsAt) / PRICE_STEP);
        if (feed.status(event, next) !== 'live' || step(at) !== step(next)) continue;
        const sameBoard = JSON.stringify(feed.scoreboard(event, at)) === JSON.stringify(feed.scoreboard(event, next));
        const sameIncidents =
          JSON.stringify(feed.liveState(event, at)?.incidents) ===
          JSON.stringify(feed.liveState(event, next)?.incidents);
        if (!sameBoard || !sameIncidents) continue;
        compared++;
        expect(odds(feed.markets(event, next)), `${event.sport} ${event.id} at ${at}`).toEqual(
          odds(feed.markets(event, at)),
        );
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('suspends first-half markets after half time and out-of-reach correct scores', () => {
    const { event } = firstGoals(feed).find(({ event }) => {
      const board = feed.scoreboard(event, event.endsAt)!;
      return board.periods[0]!.home + board.periods[0]!.away > 0;
    })!;
    const secondHalf = event.startsAt + 70 * 60_000;
    const markets = feed.markets(event, secondHalf);
    expect(markets.find((market) => market.key === 'ht_1x2')!.status).toBe('suspended');
    const board = feed.scoreboard(event, secondHalf)!;
    const correct = markets.find((market) => market.key === 'cs')!;
    const passed = correct.outcomes.find((outcome) => outcome.code === '0-0')!;
    expect(board.home + board.away).toBeGreaterThan(0);
    expect(passed.status).toBe('suspended');
  });

  it('grows statistics monotonically and ends them on the facts: corners and cards as settled, goals as scored', () => {
    for (const event of feed
      .eventsStartingBetween(T0, T0 + DAY)
      .filter((each) => each.sport === 'football')
      .slice(0, 6)) {
      let previous: LiveState | null = null;
      for (let at = event.startsAt; at < event.endsAt; at += 60_000) {
        const state = feed.liveState(event, at)!;
        if (previous) {
          for (const stat of state.stats) {
            if (stat.key === 'possession') continue;
            const before = statOf(previous, stat.key);
            expect(stat.home).toBeGreaterThanOrEqual(before.home);
            expect(stat.away).toBeGreaterThanOrEqual(before.away);
          }
        }
        previous = state;
      }
      const last = feed.liveState(event, event.endsAt - 1)!;
      const result = feed.result(event, event.endsAt)!;
      const won = (prefix: string) => result.winningOutcomeIds.filter((id) => id.includes(`/${prefix}:`));
      const corners = statOf(last, 'corners').home + statOf(last, 'corners').away;
      const cards =
        statOf(last, 'yellow_cards').home +
        statOf(last, 'yellow_cards').away +
        statOf(last, 'red_cards').home +
        statOf(last, 'red_cards').away;
      for (const id of won('corners_ou')) {
        const [, key, code] = id.split('/');
        const line = Number(key!.split(':')[1]);
        expect(code === 'over' ? corners > line : corners < line).toBe(true);
      }
      for (const id of won('cards_ou')) {
        const [, key, code] = id.split('/');
        const line = Number(key!.split(':')[1]);
        expect(code === 'over' ? cards > line : cards < line).toBe(true);
      }
      const final = result.scoreboard;
      const goals = last.incidents.filter((incident) => incident.kind === 'goal').length;
      expect(statOf(last, 'shots_on_target').home).toBeGreaterThanOrEqual(0);
      expect(goals).toBeLessThanOrEqual(final.home + final.away);
      expect(statOf(last, 'shots_on_target').home).toBeGreaterThanOrEqual(final.home);
      expect(statOf(last, 'shots_on_target').away).toBeGreaterThanOrEqual(final.away);
    }
  });

  it('keeps what a bet settles on: a market offered in play settles by the same facts as before kick-off', () => {
    for (const event of feed.liveEvents(T0).slice(0, 30)) {
      const result = feed.result(event, event.endsAt)!;
      const settled = new Set([...result.winningOutcomeIds, ...result.voidOutcomeIds]);
      const all = feed.markets(event, T0).flatMap((market) => market.outcomes.map((outcome) => outcome.id));
      // Tennis offers the set and the game in play, whose keys move on with the match: each is settled at the end.
      const moving = (id: string) => /\/(set|game)_winner:/.test(id);
      const market = (id: string) => id.slice(0, id.lastIndexOf('/'));
      const settledMarkets = new Set([...settled].map(market));
      for (const id of all.filter(moving)) expect(settledMarkets.has(market(id)), id).toBe(true);
      const live = all.filter((id) => !moving(id));
      const prematch = feed
        .markets(event, event.startsAt - 1)
        .flatMap((market) => market.outcomes.map((o) => o.id))
        .filter((id) => !moving(id));
      expect(live).toEqual(prematch);
      expect(live.some((id) => settled.has(id))).toBe(true);
    }
  });
});
