import { randomInt } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { TableBetRequest } from '@playline/contract/casino';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { casinoSessions } from '#app/db/schema.ts';
import type { Leadership } from '#app/modules/hub/leader.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { casinoCatalogue } from '../catalogue/catalogue';
import { tableById } from '../catalogue/tables';
import type { Rng } from '../engines/types';
import { createSession, newSessionToken } from '../session';
import { createBoard } from './board';
import { tableHubLink } from './hub-link';
import { createTablesPass } from './job';
import { roundTimes } from './rhythm';

/** Never leads: the tests run the leader's passes themselves, at the clock times they choose. */
export const follower: Leadership = { isLeader: () => false, whileLeading: () => undefined };

/** An Rng that always answers `value` (clamped to the range): a chosen roulette number, wheel stop or shoe. */
export const fixedRng = (value: number): Rng => ({ int: (max) => Math.min(value, max - 1) });

/** Every table's rounds line up every 6 minutes (the least common multiple of their 30/40/45/60 s rhythms). */
const ALL_TABLES_ALIGN_MS = 360_000;

/**
 * A time at which a round of every table opens, different for each test app: on PostgreSQL the drawn rounds stay
 * in the database across test files and runs, and a round drawn by another test must never be found by this one.
 */
export const freshRoundStart = (): number => 1_800_000_000_000 + randomInt(1_000_000) * ALL_TABLES_ALIGN_MS;

/** The app on a clock the test holds, starting at the opening of a round of every table. */
export function useTablesApp(start = freshRoundStart()) {
  const opened = { clock: { now: start } } as { app: FastifyInstance; clock: { now: number } };
  beforeAll(async () => {
    opened.app = await buildTestApp({}, { clock: () => new Date(opened.clock.now), leadership: follower });
  });
  afterAll(() => opened.app.close());
  return opened;
}

export function table(tableId: number) {
  const found = tableById(tableId);
  if (!found) throw new Error(`no table ${tableId}`);
  return found;
}

/** The clock times of the table's round at `now`. */
export const roundAt = (tableId: number, now: number) =>
  roundTimes(table(tableId), Math.floor(now / table(tableId).roundMs));

/** A game session at the table's catalogue game: real for `userId`, demo (100,000 fun credits) without. */
export async function tableSession(app: FastifyInstance, tableId: number, userId: number | null) {
  const entry = casinoCatalogue(app.feed).games.find((game) => game.game.tableId === tableId);
  if (!entry) throw new Error(`no game at table ${tableId}`);
  const now = app.clock();
  const session = await createSession(app.db, {
    token: newSessionToken(),
    userId,
    siteId: 1,
    languageId: 1,
    gameId: entry.game.id,
    mode: userId === null ? 'demo' : 'real',
    demoBalance: userId === null ? 100_000 : null,
    createdAt: now,
    lastActiveAt: now,
  });
  return { session, game: entry.game };
}

export const demoBalance = async (app: FastifyInstance, sessionId: number) =>
  (await app.db.select().from(casinoSessions).where(eq(casinoSessions.id, sessionId)))[0]?.demoBalance;

export const betOn = (client: TestClient, tableId: number, body: TableBetRequest, key = newKey()) =>
  client.post(`/api/casino/tables/${tableId}/bets`, body, { [IDEMPOTENCY_HEADER]: key });

/**
 * A leader's passes over the tables: each call of `leader()` is a fresh leader (a restart). With `rng` it draws the
 * outcome a test needs; without, from the rounds' committed secrets as in production.
 */
export const leader = (app: FastifyInstance, rng?: Rng) =>
  createTablesPass({
    app,
    board: createBoard(),
    ...(rng ? { rng } : {}),
    seated: (tableId) => tableHubLink(app).seated(`table:${tableId}`),
  });
