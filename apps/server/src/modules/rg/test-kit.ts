import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { LimitKind, LimitPeriod, MoneyLimit, SaferGambling } from '@playline/contract/safer-gambling';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { available } from '../bets/shared/test-kit';

/** Hours a raise waits on every market today (DEFAULT and GREEK market rules). */
export const COOLING_OFF_MS = 24 * 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * A logged-in player (remember-me, so the session outlives days on the fake clock) with `amount` deposited before
 * any limit, of the brand of `site` (site 1 unless told).
 */
export async function rgPlayer(
  app: FastifyInstance,
  amount: number,
  site: { host: string; brandKey: string } = { host: 'localhost', brandKey: 'playline' },
) {
  const player = await loggedInPlayer(app, site.host, { brandKey: site.brandKey, rememberMe: true });
  if (amount > 0) {
    const response = await deposit(player.client, amount);
    expect(response.statusCode, response.body).toBe(201);
  }
  return player;
}

export const setLimit = (client: TestClient, kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  client.put('/api/client/rg/limits', { kind, period, amount });

/** Sets a limit and fails the test unless the server took it. */
export async function limitSet(client: TestClient, kind: LimitKind, period: LimitPeriod, amount: number | null) {
  const response = await setLimit(client, kind, period, amount);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SaferGambling>();
}

export const stateOf = async (client: TestClient) => {
  const response = await client.get('/api/client/rg/safer-gambling');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SaferGambling>();
};

export const limitOf = (state: SaferGambling, kind: LimitKind, period: LimitPeriod): MoneyLimit => {
  const found = state.limits.find((limit) => limit.kind === kind && limit.period === period);
  if (!found) throw new Error(`no ${kind}:${period} in the state`);
  return found;
};

export const deposit = (client: TestClient, amount: number, key = newKey()) =>
  client.post(
    '/api/client/deposit',
    { amount, payment: { method: 'ewallet', account: 'player@example.com' } },
    { [IDEMPOTENCY_HEADER]: key },
  );

const EUROS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
/** Minor units as the English messages write them: `€1,234.50`. */
export const euros = (minor: number) => EUROS.format(minor / 100);

/**
 * A refusal by a money limit: 403 naming the limit, what is left and, once something counts, when the window
 * frees it (`resetsAt` ISO time); the caller then checks that nothing moved.
 */
export function expectOverLimit(
  response: LightMyRequestResponse,
  limitName: string,
  left: { remaining: number; resetsAt?: string },
) {
  expect(response.statusCode, response.body).toBe(403);
  const message: string = response.json().message;
  expect(message).toContain(limitName);
  if (left.resetsAt === undefined) return;
  expect(message).toContain(`${euros(left.remaining)} is left until`);
  // Day first on a 24-hour clock, as the euro brands write dates (`18 May 2025, 12:00 UTC`).
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  expect(message).toContain(`${when.format(new Date(left.resetsAt))} UTC`);
}

/** Nothing moved: the balance is what it was and the ledger still balances. */
export async function expectNothingMoved(
  app: FastifyInstance,
  client: TestClient,
  balance: number,
  adminToken: string,
) {
  expect(await available(client)).toBe(balance);
  const check = await app.inject({
    url: '/api/admin/ledger/check',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(check.json()).toMatchObject({
    entriesSum: 0,
    unbalancedTransactions: 0,
    negativeBalances: 0,
    balanceMismatches: 0,
  });
}
