import { IDEMPOTENCY_HEADER, SESSION_COOKIE } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import { DAY_MS, deposit, expectNothingMoved, rgPlayer, stateOf } from './test-kit';

const opened = useCasinoApp();
const exclude = (client: TestClient, kind: 'time_out' | 'self_exclusion', duration: string) =>
  client.post('/api/client/rg/exclusion', { kind, duration });

const homeBet = (stake: number) => {
  const { app, clock } = opened;
  const home = outcome(app, footballEvents(app, clock.now)[5]!, '1x2', 'home', clock.now);
  return { oddsPolicy: 'none' as const, bets: [{ type: 'single' as const, stake, selections: [pick(home)] }] };
};

/** Every way to put money in or at stake, each refused with 403 and `message`, nothing moving. */
async function expectPlayClosed(client: TestClient, gameToken: string, message: RegExp) {
  const { app } = opened;
  const balance = await available(client);
  const refusals = [
    await deposit(client, 1_000),
    await place(client, homeBet(100)),
    await playRound(client, gameToken, { engine: 'slot', stake: 100 }),
    await client.post('/api/casino/launch', { gameId: gameOn(app, 'roulette').id, mode: 'real' }),
  ];
  for (const refused of refusals) {
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(message);
  }
  await expectNothingMoved(app, client, balance, OWNER_KEY);
}

describe('a time-out', () => {
  it('ends every session, closes deposits, bets and games until it ends, and keeps balance, history and withdrawal', async () => {
    const { app, clock } = opened;
    const player = await rgPlayer(app, 10_000);
    const { client, userName } = player;
    const otherDevice = new TestClient(app);
    await otherDevice.login(userName, PLAYER_PASSWORD);
    // A game opened before the time-out: its token must not outlive it.
    const { token } = await launch(client, gameOn(app, 'slot').id);
    const oldCookie = client.session!;

    const taken = await exclude(client, 'time_out', '24h');
    expect(taken.statusCode, taken.body).toBe(200);
    const startedAt = new Date(clock.now).toISOString();
    expect(taken.json()).toEqual({ kind: 'time_out', startedAt, until: new Date(clock.now + DAY_MS).toISOString() });
    expect(client.session).toBeUndefined();
    const stale = new TestClient(app);
    stale.cookies.set(SESSION_COOKIE, oldCookie);
    expect((await stale.get('/api/client/balance/refresh')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/client/balance/refresh')).statusCode).toBe(401);
    expect(
      (
        await stale.post(
          '/api/client/deposit',
          { amount: 100, payment: { method: 'ewallet', account: 'player@example.com' } },
          { [IDEMPOTENCY_HEADER]: newKey() },
        )
      ).statusCode,
    ).toBe(401);

    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    await expectPlayClosed(client, token, /^Your account is in a time-out until .* UTC: deposits, bets and games/);
    expect((await client.get('/api/client/transactions')).statusCode).toBe(200);
    const withdrawn = await client.post(
      '/api/client/withdraw',
      { amount: 2_000, payment: { method: 'bank_transfer', account: 'DE89370400440532013000' } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(await available(client)).toBe(8_000);
    expect((await stateOf(client)).exclusion).toMatchObject({ kind: 'time_out', startedAt });

    clock.now += DAY_MS - 1;
    expect((await deposit(client, 100)).statusCode).toBe(403);
    clock.now += 1;
    expect((await stateOf(client)).exclusion).toBeNull();
    expect((await deposit(client, 1_000)).statusCode).toBe(201);
    expect((await place(client, homeBet(500))).statusCode).toBe(201);
    // The old game expired meanwhile; a new one plays.
    const fresh = await launch(client, gameOn(app, 'slot').id);
    expect((await playRound(client, fresh.token, { engine: 'slot', stake: 100 })).statusCode).toBe(200);
  });
});

describe('an exclusion is never shortened', () => {
  it('refuses a shorter one (409), takes a longer one, keeps the first start, and ends with a permanent one', async () => {
    const { app, clock } = opened;
    const { client, userName } = await rgPlayer(app, 5_000);
    const relogin = () => client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    const first = await exclude(client, 'time_out', '30d');
    expect(first.statusCode).toBe(200);
    const startedAt = first.json().startedAt;
    await relogin();
    for (const [kind, duration] of [
      ['time_out', '24h'],
      ['time_out', '7d'],
    ] as const) {
      const shorter = await exclude(client, kind, duration);
      expect(shorter.statusCode, duration).toBe(409);
      expect(shorter.json().message).toMatch(/^An exclusion cannot be shortened: yours runs until .* UTC\.$/);
    }
    // A session refused a change keeps going; a longer exclusion is taken and ends the session again.
    clock.now += DAY_MS;
    const longer = await exclude(client, 'self_exclusion', '6m');
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ kind: 'self_exclusion', startedAt });
    expect(Date.parse(longer.json().until)).toBeGreaterThan(clock.now + 150 * DAY_MS);
    await relogin();
    expect((await exclude(client, 'time_out', '6w')).statusCode).toBe(409);
    expect((await exclude(client, 'self_exclusion', '1y')).statusCode).toBe(200);
    await relogin();
    const permanent = await exclude(client, 'self_exclusion', 'permanent');
    expect(permanent.json()).toEqual({ kind: 'self_exclusion', startedAt, until: null });
    await relogin();
    const again = await exclude(client, 'self_exclusion', '5y');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your account is already permanently self-excluded.');

    // Years later it still holds: deposits and stakes stay closed.
    clock.now += 3 * 365 * DAY_MS;
    await relogin();
    expect((await stateOf(client)).exclusion).toEqual({ kind: 'self_exclusion', startedAt, until: null });
    const closed = await deposit(client, 100);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toMatch(/^Your account is permanently self-excluded/);
    expect((await place(client, homeBet(100))).statusCode).toBe(403);
    expect(await available(client)).toBe(5_000);
    clock.now -= 3 * 365 * DAY_MS;
  });

  it('answers a bad request with 400 and a message, and a visitor with 401', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 0);
    for (const body of [
      { kind: 'time_out', duration: '6m' },
      { kind: 'self_exclusion', duration: '24h' },
      { kind: 'forever', duration: 'permanent' },
      {},
    ]) {
      const response = await client.post('/api/client/rg/exclusion', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await stateOf(client)).exclusion).toBeNull();
    expect((await exclude(new TestClient(app), 'time_out', '24h')).statusCode).toBe(401);
  });
});
