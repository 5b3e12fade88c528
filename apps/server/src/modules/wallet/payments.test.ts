import { IDEMPOTENCY_HEADER, type Movement } from '@playline/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '#app/db/schema.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, fundedPlayer, ledgerCheck, outcome, pick, place } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import { DemoPaymentProvider } from '../payments/demo-provider';
import { TEST_FEED_NOW } from '../sports/test-feed';
import { completeDueWithdrawals } from './complete-withdrawals';

const opened = useCasinoApp();
const money = (client: TestClient, url: string, body: unknown, key = newKey()) =>
  client.post(url, body, { [IDEMPOTENCY_HEADER]: key });
const IBAN = 'GR16 0110 1250 0000 0001 2300 695';
const history = async (client: TestClient, query = ''): Promise<Movement[]> =>
  (await client.get(`/api/client/transactions${query}`)).json().items;

describe('payment methods through the provider', () => {
  it.each([
    ['bank_transfer', 'GR16 0110 1250 0000 0001 2300 696', 'check digits do not match'],
    ['bank_transfer', 'GR16 0110 1250 0000 0001 2300', 'wrong number of characters'],
    ['bank_transfer', 'XX16 0110 1250 0000 0001 2300 695', 'this country'],
    ['bank_transfer', 'not an iban', 'Enter an IBAN'],
    ['card', '4242 4242 4242 4241', 'card number is not valid'],
    ['card', '4242', '12 to 19 digits'],
    ['ewallet', 'player-at-example.com', 'e-mail address'],
  ])('refuses a %s account %s with 400 naming it, and moves nothing', async (method, account, message) => {
    const { client } = await fundedPlayer(opened.app, 5_000);
    for (const url of ['/api/client/withdraw', '/api/client/deposit']) {
      const response = await money(client, url, { amount: 1_000, payment: { method, account } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().fields).toHaveProperty(['payment.account']);
    }
    expect(await available(client)).toBe(5_000);
    expect(await history(client)).toHaveLength(1);
  });

  it('refuses an unknown method with 400', async () => {
    const { client } = await fundedPlayer(opened.app, 0);
    const response = await money(client, '/api/client/deposit', {
      amount: 1_000,
      payment: { method: 'cash', account: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('takes nothing when the issuer declines the card (422), and nothing is kept of it', async () => {
    const { app } = opened;
    const { client, userId } = await fundedPlayer(app, 0);
    const declined = await money(client, '/api/client/deposit', {
      amount: 2_000,
      payment: { method: 'card', account: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('The card issuer declined this payment. No money was taken.');
    expect(await available(client)).toBe(0);
    expect(await app.db.select().from(payments).where(eq(payments.userId, userId))).toEqual([]);
  });

  it('deposits by e-wallet, withdraws to an IBAN and pays it out once approved, keeping only masked accounts', async () => {
    const { app, clock } = opened;
    const { client, userId } = await fundedPlayer(app, 0);
    const deposit = await money(client, '/api/client/deposit', {
      amount: 5_000,
      payment: { method: 'ewallet', account: 'Maria.K@example.com' },
    });
    expect(deposit.json()).toMatchObject({ method: 'ewallet', source: 'ma•••@example.com', calculatedBalance: 5_000 });
    const requested = await money(client, '/api/client/withdraw', {
      amount: 2_000,
      payment: { method: 'bank_transfer', account: IBAN },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { withdrawal } = requested.json();
    expect(withdrawal).toMatchObject({ status: 'pending', method: 'bank_transfer', destination: 'GR16 •••• 0695' });
    expect((await client.get('/api/client/withdrawals')).json().items[0]).toEqual(withdrawal);

    clock.now = Date.parse(withdrawal.completesAt);
    await completeDueWithdrawals(app.ledger, app.db, new DemoPaymentProvider('test'));
    const [paid] = (await client.get('/api/client/withdrawals')).json().items;
    expect(paid).toMatchObject({ id: withdrawal.id, status: 'completed', destination: 'GR16 •••• 0695' });
    const rows = await app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows.map((row) => [row.direction, row.method, row.destination, row.providerStatus])).toEqual([
      ['deposit', 'ewallet', 'ma•••@example.com', 'captured'],
      ['withdrawal', 'bank_transfer', 'GR16 •••• 0695', 'paid'],
    ]);
    // No whole account is stored anywhere: the IBAN's middle digits appear in no row.
    expect(JSON.stringify(rows)).not.toContain('0110125');
    const items = await history(client);
    expect(items.map((item) => [item.type, item.subject, item.availableAfter, item.balanceAfter])).toEqual([
      [
        'withdrawal_complete',
        { kind: 'payment', method: 'bank_transfer', destination: 'GR16 •••• 0695' },
        3_000,
        3_000,
      ],
      ['withdrawal', { kind: 'payment', method: 'bank_transfer', destination: 'GR16 •••• 0695' }, 3_000, 5_000],
      ['deposit', { kind: 'payment', method: 'ewallet', destination: 'ma•••@example.com' }, 5_000, 5_000],
    ]);
    clock.now = TEST_FEED_NOW;
  });

  it('attack: a retried withdrawal with the key of the first but another account is refused (409), paid once', async () => {
    const { client } = await fundedPlayer(opened.app, 5_000);
    const key = newKey();
    const first = await money(
      client,
      '/api/client/withdraw',
      { amount: 4_000, payment: { method: 'bank_transfer', account: IBAN } },
      key,
    );
    expect(first.statusCode).toBe(201);
    const elsewhere = { method: 'ewallet', account: 'thief@example.com' };
    expect((await money(client, '/api/client/withdraw', { amount: 4_000, payment: elsewhere }, key)).statusCode).toBe(
      409,
    );
    expect(await available(client)).toBe(1_000);
    expect((await client.get('/api/client/withdrawals')).json().items).toHaveLength(1);
    expect(await ledgerCheck(opened.app)).toMatchObject({ entriesSum: 0, unbalancedTransactions: 0 });
  });
});

describe('transactions name what they were about', () => {
  it('names the casino game of each round and whether it won, and the bet of each stake', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 50_000);
    const slot = gameOn(app, 'slot');
    const { token } = await launch(client, slot.id);
    for (let round = 0; round < 30; round++) await playRound(client, token, { engine: 'slot', stake: 100 });
    const rounds = await history(client, '?type=casino_bet&pageSize=30');
    expect(new Set(rounds.map((item) => item.subject?.kind === 'game' && item.subject.game))).toEqual(
      new Set([slot.name]),
    );
    for (const item of rounds) {
      const outcome = item.availableChange > 0 ? 'win' : item.availableChange === 0 ? 'push' : 'stake';
      expect(item.subject).toEqual({ kind: 'game', game: slot.name, outcome });
    }
    expect(rounds.some((item) => item.subject?.kind === 'game' && item.subject.outcome === 'win')).toBe(true);

    const [first, second, third] = footballEvents(app, TEST_FEED_NOW).slice(240, 243);
    if (!first || !second || !third) throw new Error('not enough football');
    const home = outcome(app, first, '1x2', 'home', TEST_FEED_NOW);
    const single = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'single', stake: 200, selections: [pick(home)] }],
    });
    expect(single.statusCode, single.body).toBe(201);
    const legs = [first, second, third].map((event) => pick(outcome(app, event, '1x2', 'draw', TEST_FEED_NOW)));
    const multiple = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'multiple', stake: 100, selections: legs }],
    });
    expect(multiple.statusCode, multiple.body).toBe(201);
    const [multipleStake, singleStake] = await history(client, '?type=bet_stake');
    expect(singleStake?.subject).toEqual({
      kind: 'bet',
      betType: 'single',
      legs: 1,
      eventName: `${first.home.name} – ${first.away.name}`,
      marketType: '1x2',
      line: null,
      code: 'home',
      name: home.name ?? null,
    });
    expect(multipleStake?.subject).toMatchObject({ kind: 'bet', betType: 'multiple', legs: 3 });
    // The newest movement's running balance is the balance now.
    const [latest] = await history(client);
    expect(latest?.availableAfter).toBe(await available(client));
  });
});
