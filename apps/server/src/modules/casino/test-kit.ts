import { type CasinoEngine, IDEMPOTENCY_HEADER, type LaunchResult, type RoundBet } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { TEST_FEED_NOW, testFeed } from '../sports/test-feed';
import { casinoCatalogue } from './catalogue/catalogue';

export { OWNER_KEY };

/** The app with a clock the tests hold (`clock.now`, epoch ms), for the feed and the server alike. */
export function useCasinoApp() {
  const opened = { clock: { now: TEST_FEED_NOW } } as { app: FastifyInstance; clock: { now: number } };
  beforeAll(async () => {
    opened.app = await buildTestApp(
      {},
      { feed: testFeed(() => opened.clock.now), clock: () => new Date(opened.clock.now) },
    );
  });
  afterAll(() => opened.app.close());
  return opened;
}

/** The first catalogue game on an engine (and variant). */
export function gameOn(app: FastifyInstance, engine: CasinoEngine, variant?: string) {
  const entry = casinoCatalogue(app.feed).games.find(
    ({ game }) => game.engine === engine && (variant === undefined || game.variant === variant),
  );
  if (!entry) throw new Error(`no ${engine} game in the catalogue`);
  return entry.game;
}

export async function launch(
  client: TestClient,
  gameId: string,
  mode: 'real' | 'demo' = 'real',
): Promise<LaunchResult> {
  const response = await client.post('/api/casino/launch', { gameId, mode });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const playRound = (client: TestClient, token: string, bet: RoundBet, key = newKey()) =>
  client.post('/api/casino/rounds', { token, bet }, { [IDEMPOTENCY_HEADER]: key });

export const act = (client: TestClient, token: string, roundId: number, action: string, key = newKey()) =>
  client.post(`/api/casino/rounds/${roundId}/actions`, { token, action }, { [IDEMPOTENCY_HEADER]: key });

export const ledgerCheck = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/admin/ledger/check', headers: { authorization: `Bearer ${OWNER_KEY}` } })).json();
