import { BET_LIMITS, IDEMPOTENT_REPLAYED_HEADER, lineReturn } from '@playline/contract';
import { BOOKING_CODE_PATTERN, betSchema, placeBetsResultSchema } from '@playline/contract/bets';
import { describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  outcome,
  pick,
  place,
  useBetsApp,
} from '../shared/test-kit';

const opened = useBetsApp();
const home = (index: number) => {
  const { app, clock } = opened;
  return outcome(app, footballEvents(app, clock.now)[index]!, '1x2', 'home', clock.now);
};

describe('placing bets', () => {
  it('books several singles in one transaction and takes exactly their stakes', async () => {
    const { client } = await fundedPlayer(opened.app, 10_000);
    const [a, b, c] = [home(0), home(1), home(2)];
    const response = await place(client, {
      oddsPolicy: 'none',
      bets: [a, b, c].map((o) => ({ type: 'single', stake: 500, selections: [pick(o)] })),
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = placeBetsResultSchema.parse(response.json());
    expect(result.bets).toHaveLength(3);
    expect(result.bets.map((bet) => bet.potentialReturn)).toEqual([a, b, c].map((o) => lineReturn(500, [o.odds])));
    expect(result.bets[0]).toMatchObject({ type: 'single', lines: 1, totalStake: 500, status: 'open', odds: a.odds });
    expect(result.bets[0]!.legs[0]).toMatchObject({
      outcomeId: a.id,
      sport: 'football',
      marketType: '1x2',
      code: 'home',
    });
    expect(result.bets[0]!.legs[0]!.eventName).toMatch(/ – /);
    expect(result.bets[0]!.bookingCode).toMatch(BOOKING_CODE_PATTERN);
    expect(result.calculatedBalance).toBe(8_500);
    expect(await available(client)).toBe(8_500);
    const history = (await client.get('/api/client/transactions')).json();
    expect(history.items[0]).toMatchObject({ type: 'bet_stake', amount: 1_500, availableChange: -1_500 });
    expect(await ledgerCheck(opened.app)).toMatchObject({
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });

  it('books a multiple at the product of its prices', async () => {
    const { client } = await fundedPlayer(opened.app, 10_000);
    const legs = [home(0), home(1), home(2)];
    const response = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: 1_000, selections: legs.map((o) => pick(o)) }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const bet = betSchema.parse(response.json().bets[0]);
    expect(bet).toMatchObject({ type: 'multiple', lines: 1, totalStake: 1_000, sizes: null });
    expect(bet.potentialReturn).toBe(
      lineReturn(
        1_000,
        legs.map((o) => o.odds),
      ),
    );
    expect(await available(client)).toBe(9_000);
  });

  it('books a trixie as four lines at four times the stake', async () => {
    const { client } = await fundedPlayer(opened.app, 10_000);
    const legs = [home(0), home(1), home(2)];
    const response = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'system', stake: 200, sizes: [2, 3], selections: legs.map((o) => pick(o)) }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const bet = betSchema.parse(response.json().bets[0]);
    const [x, y, z] = legs.map((o) => o.odds) as [number, number, number];
    const expected =
      lineReturn(200, [x, y]) + lineReturn(200, [x, z]) + lineReturn(200, [y, z]) + lineReturn(200, [x, y, z]);
    expect(bet).toMatchObject({ type: 'system', lines: 4, totalStake: 800, sizes: [2, 3], odds: null });
    expect(bet.potentialReturn).toBe(expected);
    expect(await available(client)).toBe(9_200);
  });

  it('books a system with a banker in every line', async () => {
    const { client } = await fundedPlayer(opened.app, 10_000);
    const legs = [home(0), home(1), home(2), home(3)];
    const response = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'system', stake: 100, sizes: [2], selections: legs.map((o, i) => pick(o, i === 0)) }],
    });
    expect(response.statusCode, response.body).toBe(201);
    // The banker plus 2 of the other 3: three lines.
    expect(response.json().bets[0]).toMatchObject({ lines: 3, totalStake: 300 });
    expect(response.json().bets[0].legs[0].banker).toBe(true);
  });

  it('refuses a visitor with 401 before reading the body', async () => {
    const visitor = new TestClient(opened.app);
    const response = await place(visitor, { oddsPolicy: 'any', bets: [] });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a stake above the available balance with a message on the stake, in Greek too', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000);
    const response = await place(client, {
      oddsPolicy: 'none',
      languageId: 2,
      bets: [{ type: 'single', stake: 1_001, selections: [pick(home(0))] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.stake).toMatch(/υπόλοιπ/);
    expect(await available(client)).toBe(1_000);
  });

  it('refuses stakes outside the limits and returns above the maximum payout', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000_000);
    const low = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: BET_LIMITS.minStake - 1, selections: [pick(home(0))] }],
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toMatch(/minimum stake/);
    const high = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: BET_LIMITS.maxStake + 1, selections: [pick(home(0))] }],
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/maximum stake/);
    // Twelve home wins at the maximum stake return far more than the maximum payout.
    const legs = Array.from({ length: 12 }, (_, i) => home(i));
    const payout = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: BET_LIMITS.maxStake, selections: legs.map((o) => pick(o)) }],
    });
    expect(payout.statusCode).toBe(400);
    expect(payout.json().message).toMatch(/maximum payout/);
    expect(await available(client)).toBe(1_000_000);
  });

  it('refuses two selections of one event in a multiple, and malformed singles and systems', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const event = footballEvents(app, clock.now)[0]!;
    const sameEvent = [outcome(app, event, '1x2', 'home', clock.now), outcome(app, event, 'btts', 'yes', clock.now)];
    const multiple = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: 100, selections: sameEvent.map((o) => pick(o)) }],
    });
    expect(multiple.statusCode).toBe(400);
    expect(multiple.json().message).toMatch(/one event/);
    const single = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 100, selections: [pick(home(0)), pick(home(1))] }],
    });
    expect(single.statusCode).toBe(400);
    const system = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'system', stake: 100, sizes: [4], selections: [home(0), home(1), home(2)].map((o) => pick(o)) }],
    });
    expect(system.statusCode).toBe(400);
    const allBankers = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'system', stake: 100, sizes: [1], selections: [pick(home(0), true), pick(home(1), true)] }],
    });
    expect(allBankers.statusCode).toBe(400);
    // 20 selections in every size make over a million lines: refused before any is listed.
    const huge = await place(client, {
      oddsPolicy: 'none',
      bets: [
        {
          type: 'system',
          stake: 10,
          sizes: Array.from({ length: 20 }, (_, i) => i + 1),
          selections: Array.from({ length: 20 }, (_, i) => pick(home(i))),
        },
      ],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/at most 5000 lines/);
    expect(await available(client)).toBe(10_000);
  });

  it('books a retry with the same Idempotency-Key once and replays the first answer', async () => {
    const { client } = await fundedPlayer(opened.app, 5_000);
    const body = {
      oddsPolicy: 'none' as const,
      bets: [{ type: 'single' as const, stake: 700, selections: [pick(home(0))] }],
    };
    const first = await place(client, body, 'same-key-0001');
    const second = await place(client, body, 'same-key-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await available(client)).toBe(4_300);
    expect((await client.get('/api/client/bets')).json().total).toBe(1);
    const other = await place(client, { ...body, bets: [{ ...body.bets[0]!, stake: 800 }] }, 'same-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await available(client)).toBe(4_300);
  });
});
