import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // A week's delay: no withdrawal here completes behind the tests' back.
  app = await buildTestApp({ WITHDRAWAL_DELAY_SECONDS: '604800' });
});
afterAll(() => app.close());

const money = (client: TestClient, url: string, body: unknown, key = newKey()) =>
  client.post(url, body, { [IDEMPOTENCY_HEADER]: key });
const balances = async (client: TestClient) => (await client.get('/api/client/balance/refresh')).json();

describe('deposits', () => {
  it('credits the wallet at once and answers the balances in minor units', async () => {
    const { client } = await loggedInPlayer(app);
    const response = await money(client, '/api/client/deposit', {
      amount: 12_345,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      transactionId: expect.any(Number),
      amount: 12_345,
      method: 'ewallet',
      source: 'pl•••@example.com',
      balance: 12_345,
      calculatedBalance: 12_345,
      tax: 0,
      currencyCode: 'EUR',
    });
    expect(await balances(client)).toEqual({ balance: 12_345, calculatedBalance: 12_345, tax: 0, currencyCode: 'EUR' });
    const change = (await client.get('/api/client/balance/change')).json();
    expect(change.lastMovement).toEqual({
      id: response.json().transactionId,
      type: 'deposit',
      amount: 12_345,
      availableChange: 12_345,
      balanceChange: 12_345,
      availableAfter: 12_345,
      balanceAfter: 12_345,
      subject: { kind: 'payment', method: 'ewallet', destination: 'pl•••@example.com' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    [99, 'the smallest deposit is 1.00'],
    [1_000_001, 'the largest deposit is 10,000.00'],
    [10.5, 'expected int'],
  ])('refuses %s with 400', async (amount, message) => {
    const { client } = await loggedInPlayer(app);
    const response = await money(client, '/api/client/deposit', {
      amount,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('needs an Idempotency-Key header and the XSRF header', async () => {
    const { client } = await loggedInPlayer(app);
    const noKey = await client.post('/api/client/deposit', {
      amount: 500,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key header is required');
    const noXsrf = await app.inject({
      method: 'POST',
      url: '/api/client/deposit',
      cookies: Object.fromEntries(client.cookies),
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      payload: { amount: 500 },
    });
    expect(noXsrf.statusCode).toBe(403);
    expect((await balances(client)).balance).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers a retry with the first result and moves the money once', async () => {
    const { client } = await loggedInPlayer(app);
    const key = newKey();
    const first = await money(
      client,
      '/api/client/deposit',
      { amount: 2_000, payment: { method: 'ewallet', account: 'player@example.com' } },
      key,
    );
    const retry = await money(
      client,
      '/api/client/deposit',
      { amount: 2_000, payment: { method: 'ewallet', account: 'player@example.com' } },
      key,
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await balances(client)).balance).toBe(2_000);
  });

  it('refuses the same key with a different body (409)', async () => {
    const { client } = await loggedInPlayer(app);
    const key = newKey();
    await money(
      client,
      '/api/client/deposit',
      { amount: 2_000, payment: { method: 'ewallet', account: 'player@example.com' } },
      key,
    );
    const other = await money(
      client,
      '/api/client/deposit',
      { amount: 3_000, payment: { method: 'ewallet', account: 'player@example.com' } },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect((await balances(client)).balance).toBe(2_000);
  });

  it('keeps keys apart per player and per kind of movement', async () => {
    const alice = await loggedInPlayer(app);
    const bob = await loggedInPlayer(app);
    const key = newKey();
    expect(
      (
        await money(
          alice.client,
          '/api/client/deposit',
          { amount: 1_000, payment: { method: 'ewallet', account: 'player@example.com' } },
          key,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await money(
          bob.client,
          '/api/client/deposit',
          { amount: 1_000, payment: { method: 'ewallet', account: 'player@example.com' } },
          key,
        )
      ).json().balance,
    ).toBe(1_000);
    const withdrawal = await money(
      alice.client,
      '/api/client/withdraw',
      { amount: 500, payment: { method: 'bank_transfer', account: 'DE89370400440532013000' } },
      key,
    );
    expect(withdrawal.statusCode).toBe(201);
  });

  it('records concurrent retries of one key once', async () => {
    const { client } = await loggedInPlayer(app);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        money(
          client,
          '/api/client/deposit',
          { amount: 700, payment: { method: 'ewallet', account: 'player@example.com' } },
          key,
        ),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((response) => response.json().transactionId)).size).toBe(1);
    expect((await balances(client)).balance).toBe(700);
  });
});

describe('withdrawals', () => {
  it('holds the amount: the balance stays, the available balance drops, and the withdrawal is pending', async () => {
    const { client } = await loggedInPlayer(app);
    await money(client, '/api/client/deposit', {
      amount: 10_000,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    const response = await money(client, '/api/client/withdraw', {
      amount: 4_000,
      payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
    });
    expect(response.statusCode).toBe(201);
    const { withdrawal, ...balance } = response.json();
    expect(balance).toEqual({ balance: 10_000, calculatedBalance: 6_000, tax: 0, currencyCode: 'EUR' });
    expect(withdrawal).toMatchObject({ amount: 4_000, status: 'pending', settledAt: null });
    expect(Date.parse(withdrawal.completesAt) - Date.parse(withdrawal.createdAt)).toBe(604_800_000);
    expect((await client.get('/api/client/withdrawals')).json().items).toEqual([withdrawal]);
    expect(await balances(client)).toEqual(balance);
  });

  it('refuses more than the available balance with 422 and a clear message', async () => {
    const { client } = await loggedInPlayer(app);
    await money(client, '/api/client/deposit', {
      amount: 2_500,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    await money(client, '/api/client/withdraw', {
      amount: 1_000,
      payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
    });
    const response = await money(client, '/api/client/withdraw', {
      amount: 1_501,
      payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'The amount is above your available balance of €15.00.',
    });
    expect(
      (
        await money(client, '/api/client/withdraw', {
          amount: 1_500,
          payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
        })
      ).statusCode,
    ).toBe(201);
    expect(await balances(client)).toMatchObject({ balance: 2_500, calculatedBalance: 0 });
  });

  it('cancels a pending withdrawal back into the wallet, once', async () => {
    const { client } = await loggedInPlayer(app);
    await money(client, '/api/client/deposit', {
      amount: 5_000,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    const { withdrawal } = (
      await money(client, '/api/client/withdraw', {
        amount: 3_000,
        payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
      })
    ).json();
    const key = newKey();
    const cancelled = await money(client, `/api/client/withdrawals/${withdrawal.id}/cancel`, {}, key);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      withdrawal: { id: withdrawal.id, status: 'cancelled', settledAt: expect.any(String) },
      balance: 5_000,
      calculatedBalance: 5_000,
    });
    const retry = await money(client, `/api/client/withdrawals/${withdrawal.id}/cancel`, {}, key);
    expect(retry.json()).toEqual(cancelled.json());
    const again = await money(client, `/api/client/withdrawals/${withdrawal.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This withdrawal can no longer be cancelled: it is cancelled.');
    expect(await balances(client)).toMatchObject({ balance: 5_000, calculatedBalance: 5_000 });
  });

  it("answers 404 for an unknown withdrawal or another player's", async () => {
    const owner = await loggedInPlayer(app);
    const other = await loggedInPlayer(app);
    await money(owner.client, '/api/client/deposit', {
      amount: 1_000,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    const { withdrawal } = (
      await money(owner.client, '/api/client/withdraw', {
        amount: 1_000,
        payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
      })
    ).json();
    const theirs = await money(other.client, `/api/client/withdrawals/${withdrawal.id}/cancel`, {});
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('There is no such withdrawal.');
    expect((await money(owner.client, '/api/client/withdrawals/2147483647/cancel', {})).statusCode).toBe(404);
  });
});
