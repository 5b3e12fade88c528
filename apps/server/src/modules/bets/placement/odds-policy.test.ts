import type { Outcome } from '@playline/contract/sports';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { available, footballEvents, fundedPlayer, market, outcome, pick, place, useBetsApp } from '../shared/test-kit';

const opened = useBetsApp();
afterEach(() => {
  opened.clock.now = TEST_FEED_NOW;
});
const MINUTE = 60_000;

/**
 * The first home win (of the next events) whose pre-match price moves `up` or down within a few hours, and when
 * (before kick-off: the test brand takes no live bets).
 */
function drifting(up: boolean): { seen: Outcome; later: Outcome; at: number } {
  const { app } = opened;
  for (const event of footballEvents(app, TEST_FEED_NOW).slice(0, 20)) {
    const seen = outcome(app, event, '1x2', 'home', TEST_FEED_NOW);
    for (let minutes = 1; minutes < 240 && TEST_FEED_NOW + minutes * MINUTE < event.startsAt; minutes++) {
      const at = TEST_FEED_NOW + minutes * MINUTE;
      const later = outcome(app, event, '1x2', 'home', at);
      if (up ? later.odds > seen.odds : later.odds < seen.odds) return { seen, later, at };
    }
  }
  throw new Error('no price moved');
}

const single = (policy: 'none' | 'higher' | 'any', o: Outcome, odds = o.odds) => ({
  oddsPolicy: policy,
  bets: [{ type: 'single' as const, stake: 100, selections: [{ outcomeId: o.id, odds, banker: false }] }],
});

describe('odds policy', () => {
  it('none (“Ask me”): a price that fell is refused with the new price, one that rose is booked at it', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000);
    const fall = drifting(false);
    opened.clock.now = fall.at;
    const response = await place(client, single('none', fall.seen));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'odds_changed',
      changes: [{ outcomeId: fall.seen.id, odds: fall.later.odds, status: 'open' }],
    });
    expect(await available(client)).toBe(1_000);
    // An unchanged or better price is never a reason to ask (decision 022).
    const rise = drifting(true);
    opened.clock.now = rise.at;
    const booked = await place(client, single('none', rise.seen));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().bets[0].legs[0].odds).toBe(rise.later.odds);
    expect(await available(client)).toBe(900);
  });

  it('higher: a higher price is booked at the current price, a lower one refused', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000);
    const rise = drifting(true);
    opened.clock.now = rise.at;
    const booked = await place(client, single('higher', rise.seen));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().bets[0].legs[0].odds).toBe(rise.later.odds);
    const fall = drifting(false);
    opened.clock.now = fall.at;
    const refused = await place(client, single('higher', fall.seen));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().changes).toEqual([{ outcomeId: fall.seen.id, odds: fall.later.odds, status: 'open' }]);
    expect(await available(client)).toBe(900);
  });

  it('any: a lower price is booked at the current price', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000);
    const fall = drifting(false);
    opened.clock.now = fall.at;
    const response = await place(client, single('any', fall.seen));
    expect(response.statusCode).toBe(201);
    expect(response.json().bets[0]).toMatchObject({ odds: fall.later.odds });
  });

  it('refuses a selection whose event has finished (suspended) and one that is not offered (removed)', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 1_000);
    const [first, second] = footballEvents(app, TEST_FEED_NOW);
    const finished = outcome(app, first!, '1x2', 'home', TEST_FEED_NOW);
    const other = outcome(app, second!, '1x2', 'away', TEST_FEED_NOW);
    opened.clock.now = first!.endsAt + MINUTE;
    const gone = `${second!.id}/ou:99.5/over`;
    const response = await place(client, {
      oddsPolicy: 'any',
      bets: [
        { type: 'single', stake: 100, selections: [pick(finished)] },
        { type: 'single', stake: 100, selections: [{ outcomeId: gone, odds: 2 }] },
        { type: 'single', stake: 100, selections: [pick(other)] },
      ],
    });
    expect(response.statusCode).toBe(409);
    const changes = response.json().changes;
    expect(changes).toContainEqual({ outcomeId: finished.id, odds: expect.any(Number), status: 'suspended' });
    expect(changes).toContainEqual({ outcomeId: gone, odds: null, status: 'removed' });
    // The other event may have started or ended by then too: then its selection is listed as well.
    const otherStale =
      app.feed.status(second!, opened.clock.now) === 'finished' ||
      market(app, second!, '1x2', opened.clock.now).status !== 'open';
    expect(changes).toHaveLength(otherStale ? 3 : 2);
    expect(await available(client)).toBe(1_000);
  });
});
