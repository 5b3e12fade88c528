import { IDEMPOTENCY_HEADER } from '@playline/contract';
import {
  type ActivityStatement,
  adminSaferGamblingSchema,
  type StatementMonth,
} from '@playline/contract/safer-gambling';
import { describe, expect, it } from 'vitest';
import { loggedInPlayer, PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import { DemoPaymentProvider } from '../payments/demo-provider';
import { completeDueWithdrawals } from '../wallet/complete-withdrawals';
import { COOLING_OFF_MS, DAY_MS, deposit, limitSet, rgPlayer, stateOf } from './test-kit';

const opened = useCasinoApp();
const GREEK = 'site44.localhost';
const MANDATORY =
  'Deposits need a deposit limit and a session time limit in this market: set them on the Safer gambling page first.';
const depositIn = (client: TestClient, amount: number, languageId: number) =>
  client.post(
    `/api/client/deposit?languageId=${languageId}`,
    { amount, payment: { method: 'ewallet', account: 'player@example.com' } },
    { [IDEMPOTENCY_HEADER]: newKey() },
  );

describe('mandatory limits on the Greek market', () => {
  it('refuses a deposit until a deposit limit and a session time limit are both set, in English and Greek', async () => {
    const { app } = opened;
    const { client } = await loggedInPlayer(app, GREEK, {
      brandKey: 'hellas',
      mandatoryLimits: false,
      rememberMe: true,
    });
    expect((await stateOf(client)).mandatoryLimitsMissing).toBe(true);
    const english = await depositIn(client, 1_000, 1);
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(MANDATORY);
    const greek = await depositIn(client, 1_000, 2);
    expect(greek.statusCode).toBe(403);
    expect(greek.json().message).not.toBe(MANDATORY);
    expect(greek.json().message).toMatch(/[α-ω]/);

    await limitSet(client, 'deposit', 'week', 50_000);
    expect((await depositIn(client, 1_000, 1)).statusCode).toBe(403);
    const timed = await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 3_600 });
    expect(timed.statusCode).toBe(200);
    expect((await stateOf(client)).mandatoryLimitsMissing).toBe(false);
    expect((await depositIn(client, 1_000, 1)).statusCode).toBe(201);
  });

  it('closes deposits again once the removal of the only deposit limit has waited its cooling-off', async () => {
    const { app, clock } = opened;
    const { client, userName } = await loggedInPlayer(app, GREEK, {
      brandKey: 'hellas',
      mandatoryLimits: false,
      rememberMe: true,
    });
    await limitSet(client, 'deposit', 'day', 10_000);
    await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 3_600 });
    await limitSet(client, 'deposit', 'day', null);
    // Waiting, the limit still holds, so deposits still go in.
    expect((await deposit(client, 1_000)).statusCode).toBe(201);
    clock.now += COOLING_OFF_MS;
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    expect((await stateOf(client)).mandatoryLimitsMissing).toBe(true);
    expect((await depositIn(client, 1_000, 1)).json().message).toBe(MANDATORY);
  });

  it('asks nothing of a player on a market without mandatory limits', async () => {
    const { app } = opened;
    const { client } = await loggedInPlayer(app, 'localhost', { mandatoryLimits: false });
    expect((await stateOf(client)).mandatoryLimitsMissing).toBe(false);
    expect((await deposit(client, 1_000)).statusCode).toBe(201);
  });
});

const admin = (path: string, token: string | null = OWNER_KEY) =>
  opened.app.inject({ url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the operator's view of a player", () => {
  it('lists every change with its actor and when it takes effect; 401 without the token, 404 for no such player', async () => {
    const { app, clock } = opened;
    const { client, userId, userName } = await rgPlayer(app, 0);
    const setAt = new Date(clock.now).toISOString();
    await limitSet(client, 'deposit', 'day', 5_000);
    await limitSet(client, 'deposit', 'day', 8_000);
    await client.delete('/api/client/rg/limits/deposit/day/pending');
    await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 1_800 });
    await client.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '7d' });

    const response = await admin(`/api/admin/players/${userId}/safer-gambling`);
    expect(response.statusCode, response.body).toBe(200);
    const view = adminSaferGamblingSchema.parse(response.json());
    expect(view).toMatchObject({ userId, userName, brandKey: 'playline', kycStatus: 'unverified' });
    expect(view.exclusion).toEqual({
      kind: 'time_out',
      startedAt: setAt,
      until: new Date(clock.now + 7 * DAY_MS).toISOString(),
    });
    expect(
      view.history.map(({ actor, tool, from, to, effectiveAt, note }) => ({
        actor,
        tool,
        from,
        to,
        effectiveAt,
        note,
      })),
    ).toEqual([
      { actor: 'player', tool: 'deposit:day', from: null, to: 5_000, effectiveAt: setAt, note: null },
      {
        actor: 'player',
        tool: 'deposit:day',
        from: 5_000,
        to: 8_000,
        effectiveAt: new Date(clock.now + COOLING_OFF_MS).toISOString(),
        note: 'cooling-off',
      },
      {
        actor: 'player',
        tool: 'deposit:day',
        from: 5_000,
        to: 5_000,
        effectiveAt: setAt,
        note: 'waiting change cancelled',
      },
      { actor: 'player', tool: 'time_limit', from: null, to: 1_800, effectiveAt: setAt, note: null },
      { actor: 'player', tool: 'time_out', from: null, to: clock.now + 7 * DAY_MS, effectiveAt: setAt, note: '7d' },
    ]);
    expect(view.history.every((change) => change.at === setAt)).toBe(true);

    expect((await admin(`/api/admin/players/${userId}/safer-gambling`, null)).statusCode).toBe(401);
    // A key nobody issued names no staff member: refused as the other operator calls refuse it.
    expect(
      (await admin(`/api/admin/players/${userId}/safer-gambling`, 'wrong-token-0123456789abcdef')).statusCode,
    ).toBe(401);
    expect((await admin('/api/admin/players/2147483000/safer-gambling')).statusCode).toBe(404);
    expect((await admin('/api/admin/players/abc/safer-gambling')).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: a 4xx, never a 500 from the query.
    for (const id of ['2147483648', '99999999999999999999', '1e3', '-1', '0']) {
      const response = await admin(`/api/admin/players/${id}/safer-gambling`);
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
    // A player's own session is no operator.
    expect((await client.get(`/api/admin/players/${userId}/safer-gambling`)).statusCode).toBe(401);
  });
});

describe('the activity statement', () => {
  it('sums each calendar month and the lifetime net deposits from the movements, across months', async () => {
    const { app, clock } = opened;
    const saved = clock.now;
    // Mid-June 2025, a fixed calendar: the statement's months are UTC calendar months.
    clock.now = Date.parse('2025-06-30T23:00:00Z');
    const { client, userName } = await rgPlayer(app, 20_000);
    const home = (at: number) => outcome(app, footballEvents(app, at)[7]!, '1x2', 'home', at);
    expect(
      (
        await place(client, {
          oddsPolicy: 'any',
          bets: [{ type: 'single', stake: 3_000, selections: [pick(home(clock.now))] }],
        })
      ).statusCode,
    ).toBe(201);
    const withdrawn = await client.post(
      '/api/client/withdraw',
      { amount: 2_000, payment: { method: 'bank_transfer', account: 'DE89370400440532013000' } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    // The withdrawal completes in July: it counts when the money left, not when it was asked.
    clock.now = Date.parse('2025-07-01T01:00:00Z');
    await completeDueWithdrawals(app.ledger, app.db, new DemoPaymentProvider('test'));
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    expect((await deposit(client, 5_000)).statusCode).toBe(201);
    const { token } = await launch(client, gameOn(app, 'slot').id);
    let julyStakes = 0;
    let julyWins = 0;
    for (let round = 0; round < 10; round++) {
      const result = (await playRound(client, token, { engine: 'slot', stake: 200 })).json();
      julyStakes += result.stake;
      julyWins += result.win;
    }
    clock.now = Date.parse('2025-08-15T12:00:00Z');
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    const response = await client.get('/api/client/rg/statement');
    expect(response.statusCode).toBe(200);
    const statement = response.json<ActivityStatement>();
    expect(statement.currencyCode).toBe('EUR');
    expect(statement.months.map((month) => month.month)).toEqual([
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
      '2025-03',
      '2025-02',
      '2025-01',
      '2024-12',
      '2024-11',
      '2024-10',
      '2024-09',
    ]);
    const month = (name: string) => statement.months.find((each) => each.month === name) as StatementMonth;
    expect(month('2025-06')).toEqual({
      month: '2025-06',
      deposits: 20_000,
      withdrawals: 0,
      stakes: 3_000,
      returns: 0,
      net: -3_000,
    });
    expect(month('2025-07')).toEqual({
      month: '2025-07',
      deposits: 5_000,
      withdrawals: 2_000,
      stakes: julyStakes,
      returns: julyWins,
      net: julyWins - julyStakes,
    });
    expect(month('2025-08')).toEqual({ month: '2025-08', deposits: 0, withdrawals: 0, stakes: 0, returns: 0, net: 0 });
    expect(statement.lifetimeNetDeposits).toBe(20_000 + 5_000 - 2_000);
    clock.now = saved;
  });
});
