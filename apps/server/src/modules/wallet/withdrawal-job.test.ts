import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerTransactions } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { DemoPaymentProvider } from '../payments/demo-provider';
import { completeDueWithdrawals } from './complete-withdrawals';
import { pollIntervalMs } from './withdrawal-job';

/** The app's clock: a withdrawal falls due when a test moves it past the delay, not when a second has passed. */
let now = Date.now();
const clock = () => new Date(now);
const DELAY_SECONDS = 1;

let app: FastifyInstance;
beforeAll(async () => {
  // The background job's timer is the test's to run: it looks only when a test advances it by a poll interval.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  app = await buildTestApp({ WITHDRAWAL_DELAY_SECONDS: String(DELAY_SECONDS) }, { clock });
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

const statusOf = async (client: TestClient, id: number) => {
  const { items } = (await client.get('/api/client/withdrawals')).json();
  return items.find((item: { id: number }) => item.id === id)?.status;
};

const post = (client: TestClient, url: string, body: unknown) =>
  client.post(url, body, { [IDEMPOTENCY_HEADER]: newKey() });

describe('the payment provider completes pending withdrawals in the background', () => {
  it('pays a withdrawal out after the delay: held is gone, the balance is lower, cancelling is too late', async () => {
    const { client } = await loggedInPlayer(app);
    await post(client, '/api/client/deposit', {
      amount: 8_000,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    const { withdrawal } = (
      await post(client, '/api/client/withdraw', {
        amount: 3_000,
        payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
      })
    ).json();
    expect(withdrawal.status).toBe('pending');
    // On the shared PostgreSQL of the second pass other files' withdrawals may fall due too: look at this one.
    await completeDueWithdrawals(app.ledger, app.db, new DemoPaymentProvider('test'));
    expect(await statusOf(client, withdrawal.id), 'not due before the delay').toBe('pending');

    now += DELAY_SECONDS * 1000;
    await vi.advanceTimersByTimeAsync(pollIntervalMs(DELAY_SECONDS));
    await vi.waitFor(
      async () => {
        const [listed] = (await client.get('/api/client/withdrawals')).json().items;
        expect(listed).toMatchObject({ id: withdrawal.id, status: 'completed', settledAt: expect.any(String) });
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await client.get('/api/client/balance/refresh')).json()).toMatchObject({
      balance: 5_000,
      calculatedBalance: 5_000,
    });
    const late = await post(client, `/api/client/withdrawals/${withdrawal.id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This withdrawal can no longer be cancelled: it is completed.');
    const change = (await client.get('/api/client/balance/change')).json();
    expect(change.lastMovement).toMatchObject({
      type: 'withdrawal_complete',
      availableChange: 0,
      balanceChange: -3_000,
    });
  });

  it('never completes one withdrawal twice, even when several runs race', async () => {
    const { client } = await loggedInPlayer(app);
    await post(client, '/api/client/deposit', {
      amount: 1_000,
      payment: { method: 'ewallet', account: 'player@example.com' },
    });
    const { withdrawal } = (
      await post(client, '/api/client/withdraw', {
        amount: 1_000,
        payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
      })
    ).json();
    now += DELAY_SECONDS * 1000;
    // Four runs see it due at once (the background job is not looking): exactly one of them completes it. The
    // counts they answer may include other files' withdrawals on a shared database, so the ledger is the witness.
    await Promise.all(
      Array.from({ length: 4 }, () => completeDueWithdrawals(app.ledger, app.db, new DemoPaymentProvider('test'))),
    );
    expect(await statusOf(client, withdrawal.id)).toBe('completed');
    const completions = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${withdrawal.id}`));
    expect(completions).toHaveLength(1);
    expect((await client.get('/api/client/balance/refresh')).json().balance).toBe(0);
  });

  it('polls at a quarter of the delay, between 250 ms and 5 s', () => {
    expect(pollIntervalMs(0)).toBe(250);
    expect(pollIntervalMs(4)).toBe(1000);
    expect(pollIntervalMs(120)).toBe(5000);
  });
});
