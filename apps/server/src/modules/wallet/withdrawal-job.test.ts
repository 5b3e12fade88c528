import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerTransactions } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { loggedInPlayer } from '../../test/factories';
import { newKey, type TestClient } from '../../test/test-client';
import { completeDueWithdrawals } from './complete-withdrawals';
import { pollIntervalMs } from './withdrawal-job';

let app: FastifyInstance;
beforeAll(async () => {
  // The provider completes after one second; the job looks every 250 ms.
  app = await buildTestApp({ WITHDRAWAL_DELAY_SECONDS: '1' });
});
afterAll(() => app.close());

const post = (client: TestClient, url: string, body: unknown) =>
  client.post(url, body, { [IDEMPOTENCY_HEADER]: newKey() });

describe('the payment provider completes pending withdrawals in the background', () => {
  it('pays a withdrawal out after the delay: held is gone, the balance is lower, cancelling is too late', async () => {
    const { client } = await loggedInPlayer(app);
    await post(client, '/api/client/deposit', { amount: 8_000 });
    const { withdrawal } = (await post(client, '/api/client/withdraw', { amount: 3_000 })).json();
    expect(withdrawal.status).toBe('pending');

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
    await post(client, '/api/client/deposit', { amount: 1_000 });
    const { withdrawal } = (await post(client, '/api/client/withdraw', { amount: 1_000 })).json();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await Promise.all(Array.from({ length: 4 }, () => completeDueWithdrawals(app.ledger, app.db)));
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
