import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import {
  COOLING_OFF_MS,
  deposit,
  expectNothingMoved,
  limitOf,
  limitSet,
  rgPlayer,
  setLimit,
  stateOf,
} from './test-kit';

const opened = useCasinoApp();
const homeBet = (stake: number, index = 6) => {
  const { app, clock } = opened;
  const home = outcome(app, footballEvents(app, clock.now)[index]!, '1x2', 'home', clock.now);
  return { oddsPolicy: 'any' as const, bets: [{ type: 'single' as const, stake, selections: [pick(home)] }] };
};
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

describe('racing a limit', () => {
  it('takes no more than the deposit allowance from 20 deposits sent at once', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 0);
    await limitSet(client, 'deposit', 'day', 5_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deposit(client, 400)));
    const codes = statuses(responses);
    expect(codes.filter((code) => code === 201)).toHaveLength(12);
    expect(codes.filter((code) => code === 403)).toHaveLength(8);
    await expectNothingMoved(app, client, 4_800, OWNER_KEY);
    expect(limitOf(await stateOf(client), 'deposit', 'day')).toMatchObject({ used: 4_800, remaining: 200 });
  });

  it('takes no more than the wager allowance from sports bets and casino rounds split small and sent at once', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 50_000);
    await limitSet(client, 'wager', 'day', 3_000);
    const { token } = await launch(client, gameOn(app, 'slot').id);
    const bets = Array.from({ length: 12 }, (_, index) => place(client, homeBet(250, 6 + (index % 4))));
    const rounds = Array.from({ length: 12 }, () => playRound(client, token, { engine: 'slot', stake: 100 }));
    const responses = await Promise.all([...bets, ...rounds]);
    const accepted = responses.filter((response) => response.statusCode < 300);
    const staked = accepted.reduce(
      (sum, response) => sum + (response.json().stake ?? response.json().bets?.[0].totalStake),
      0,
    );
    expect(responses.every((response) => [200, 201, 403].includes(response.statusCode))).toBe(true);
    expect(staked).toBeLessThanOrEqual(3_000);
    // Refused only when the next stake would not fit.
    expect(staked).toBeGreaterThan(3_000 - 250);
    const wager = limitOf(await stateOf(client), 'wager', 'day');
    expect(wager.used).toBe(staked);
    expect((await place(client, homeBet(100))).statusCode).toBe(3_000 - staked >= 100 ? 201 : 403);
  });

  it('answers a retried bet with its first result after the limit was used up, and counts it once', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 10_000);
    await limitSet(client, 'wager', 'day', 1_000);
    const key = newKey();
    const first = await place(client, homeBet(1_000), key);
    expect(first.statusCode).toBe(201);
    const retry = await place(client, homeBet(1_000), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(limitOf(await stateOf(client), 'wager', 'day').used).toBe(1_000);
    expect(await available(client)).toBe(9_000);
  });
});

describe('racing an exclusion', () => {
  it('never lets a shorter time-out sent together with a permanent self-exclusion replace it', async () => {
    const { app } = opened;
    for (let attempt = 0; attempt < 4; attempt++) {
      const { client, userName } = await rgPlayer(app, 0);
      const [permanent, shorter] = await Promise.all([
        client.post('/api/client/rg/exclusion', { kind: 'self_exclusion', duration: 'permanent' }),
        client.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '24h' }),
      ]);
      expect(permanent.statusCode, permanent.body).toBe(200);
      // The time-out came first (then extended to permanent), or after (409), or its session had ended (401).
      expect([200, 401, 409]).toContain(shorter.statusCode);
      await client.login(userName, 'Quiet-Harbour-42');
      expect((await stateOf(client)).exclusion, `attempt ${attempt}`).toMatchObject({
        kind: 'self_exclusion',
        until: null,
      });
    }
  });
});

describe('changing a limit to get round it', () => {
  it('keeps the old limit for a whole cooling-off after a raise, however soon the player bets', async () => {
    const { app, clock } = opened;
    const { client, userName } = await rgPlayer(app, 20_000);
    await limitSet(client, 'wager', 'day', 1_000);
    const raisedAt = clock.now;
    const raised = limitOf(await limitSet(client, 'wager', 'day', 100_000), 'wager', 'day');
    expect(raised).toMatchObject({
      amount: 1_000,
      pending: { amount: 100_000, effectiveAt: new Date(raisedAt + COOLING_OFF_MS).toISOString() },
    });
    expect((await place(client, homeBet(1_001))).statusCode).toBe(403);
    // Asking for the raise again half-way starts the wait again: it never shortens it.
    clock.now = raisedAt + COOLING_OFF_MS / 2;
    const askedAgain = limitOf(await limitSet(client, 'wager', 'day', 100_000), 'wager', 'day');
    expect(askedAgain.pending?.effectiveAt).toBe(new Date(clock.now + COOLING_OFF_MS).toISOString());
    clock.now = raisedAt + COOLING_OFF_MS;
    expect((await place(client, homeBet(1_001))).statusCode).toBe(403);
    clock.now = raisedAt + COOLING_OFF_MS / 2 + COOLING_OFF_MS;
    await client.login(userName, 'Quiet-Harbour-42', { rememberMe: true });
    expect(limitOf(await stateOf(client), 'wager', 'day')).toMatchObject({ amount: 100_000, pending: null });
    expect((await place(client, homeBet(5_000))).statusCode).toBe(201);
  });

  it('keeps a limit whose removal was asked and then cancelled; a lower limit drops a waiting raise', async () => {
    const { app, clock } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'loss', 'week', 2_000);
    const removal = limitOf(await limitSet(client, 'loss', 'week', null), 'loss', 'week');
    expect(removal).toMatchObject({ amount: 2_000, pending: { amount: null } });
    expect((await place(client, homeBet(2_001))).statusCode).toBe(403);
    const cancelled = await client.delete('/api/client/rg/limits/loss/week/pending');
    expect(cancelled.statusCode).toBe(200);
    expect(limitOf(cancelled.json(), 'loss', 'week')).toMatchObject({ amount: 2_000, pending: null });
    expect((await client.delete('/api/client/rg/limits/loss/week/pending')).statusCode).toBe(409);
    clock.now += 2 * COOLING_OFF_MS;
    expect((await place(client, homeBet(2_001))).statusCode).toBe(403);

    await limitSet(client, 'loss', 'week', 50_000);
    const lowered = limitOf(await limitSet(client, 'loss', 'week', 1_500), 'loss', 'week');
    expect(lowered).toMatchObject({ amount: 1_500, pending: null });
    clock.now += 2 * COOLING_OFF_MS;
    expect((await place(client, homeBet(1_501))).statusCode).toBe(403);
    await expectNothingMoved(app, client, 20_000, OWNER_KEY);
  });

  it('lowers a limit below what is already used: nothing is left, the share shows 100 %, and nothing is undone', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'wager', 'week', 5_000);
    expect((await place(client, homeBet(4_000))).statusCode).toBe(201);
    const lowered = limitOf(await limitSet(client, 'wager', 'week', 1_000), 'wager', 'week');
    expect(lowered).toMatchObject({ amount: 1_000, used: 4_000, remaining: 0, percentUsed: 100 });
    expect((await place(client, homeBet(100))).statusCode).toBe(403);
    expect(await available(client)).toBe(16_000);
  });
});

describe('reaching tools that are not the player’s', () => {
  it('refuses limits outside the allowed amounts and unknown kinds with 400, and a visitor with 401', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 0);
    for (const body of [
      { kind: 'wager', period: 'day', amount: 99 },
      { kind: 'wager', period: 'day', amount: 100_000_001 },
      { kind: 'wager', period: 'day', amount: 150.5 },
      { kind: 'wager', period: 'day', amount: '500' },
      { kind: 'wager', period: 'year', amount: 500 },
      { kind: 'time', period: 'day', amount: 500 },
      { kind: 'deposit', period: 'day' },
    ]) {
      const response = await client.put('/api/client/rg/limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await client.delete('/api/client/rg/limits/bonus/day/pending')).statusCode).toBe(400);
    expect((await setLimit(new TestClient(app), 'deposit', 'day', 500)).statusCode).toBe(401);
    expect((await stateOf(client)).limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it("does not let a session of one brand's site touch the account from another brand's site", async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 1_000);
    await limitSet(client, 'deposit', 'day', 2_000);
    const elsewhere = client.onHost('site77.localhost');
    expect((await setLimit(elsewhere, 'deposit', 'day', null)).statusCode).toBe(401);
    expect((await elsewhere.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '24h' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await elsewhere.post(
          '/api/client/deposit',
          { amount: 5_000, payment: { method: 'ewallet', account: 'player@example.com' } },
          { [IDEMPOTENCY_HEADER]: newKey() },
        )
      ).statusCode,
    ).toBe(401);
    expect(limitOf(await stateOf(client), 'deposit', 'day')).toMatchObject({ amount: 2_000, pending: null });
  });
});
