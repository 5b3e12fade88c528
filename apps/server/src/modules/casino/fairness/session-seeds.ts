import type { RevealedSeed, RotateSeedsResult, RoundFairness, SeedCommitment } from '@playline/contract/casino';
import { GAME_SESSION_IDLE_MS } from '@playline/contract/casino-keys';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { fairRng, newClientSeed } from '../engines/fair-rng';
import type { Rng } from '../engines/types';
import { openRoundOf } from '../rounds-repository';
import type { GameSessionRow } from '../session';
import { sessionById } from '../tables/repository';
import {
  activeSeed,
  ensureActiveSeed,
  insertSeed,
  markRevealed,
  type SeedRow,
  seedByHash,
  takeNonce,
} from './seeds-repository';

/** What a round stores of its draw: the public part, and the pair's row to find the seed by. */
export type StoredFairness = RoundFairness & { seedId: number };

export const commitmentOf = (row: SeedRow): SeedCommitment => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nextNonce: row.nonce,
});

const published = (row: SeedRow): RevealedSeed => ({
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.revealedAt ? row.serverSeed : null,
  clientSeed: row.clientSeed,
  rounds: row.nonce,
});

/** The public part of a round's stored draw (the seed's row id stays on the server). */
export const roundFairness = (stored: unknown): RoundFairness | undefined => {
  if (!stored) return undefined;
  const { serverSeedHash, clientSeed, nonce } = stored as StoredFairness;
  return { serverSeedHash, clientSeed, nonce };
};

/**
 * Inside a round's transaction: the Rng of the session's next round, from its active pair and the next nonce.
 * A pair retired by a rotation in between is not drawn from: the round takes the new pair.
 */
export async function nextRoundDraw(tx: Database, sessionId: number, now: Date) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const seed = await ensureActiveSeed(tx, sessionId, now);
    const taken = await takeNonce(tx, seed.id);
    if (!taken) continue;
    const { row, nonce } = taken;
    const rng: Rng = fairRng(row.serverSeed, row.clientSeed, nonce);
    const fairness: StoredFairness = {
      seedId: row.id,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce,
    };
    return { rng, fairness };
  }
  throw new Error(`session ${sessionId} found no seed pair to draw from`);
}

/**
 * Retires the session's pair — its server seed is revealed, so every round drawn with it can be checked — and
 * starts a new one. Refused while a blackjack hand is open: its undealt cards come from the pair being revealed.
 */
export async function rotateSeeds(
  app: FastifyInstance,
  session: GameSessionRow,
  clientSeed: string | undefined,
  messages: Messages,
): Promise<RotateSeedsResult> {
  const now = app.clock();
  await ensureActiveSeed(app.db, session.id, now);
  return app.ledger.transaction(async (tx) => {
    const current = await activeSeed(tx, session.id, true);
    if (!current) throw new HttpError(409, messages.t('casino.seedsLockedByHand'));
    if (await openRoundOf(tx, session.id)) throw new HttpError(409, messages.t('casino.seedsLockedByHand'));
    await markRevealed(tx, current.id, now);
    const next = await insertSeed(tx, session.id, now, clientSeed ?? newClientSeed());
    if (!next) throw new Error('the new seed pair was not written');
    return { previous: published({ ...current, revealedAt: now }), current: commitmentOf(next) };
  });
}

/**
 * A pair by its commitment: the server seed once the pair was retired, or once its session ended (idle for longer
 * than a session lives — it can play no more rounds, so the seed is revealed then); null before.
 */
export async function seedOfHash(app: FastifyInstance, serverSeedHash: string, messages: Messages) {
  const row = await seedByHash(app.db, serverSeedHash);
  if (!row) throw new HttpError(404, messages.t('casino.seedNotFound'));
  if (row.revealedAt) return published(row);
  const now = app.clock();
  const session = await sessionById(app.db, row.sessionId);
  if (session && now.getTime() - session.lastActiveAt.getTime() <= GAME_SESSION_IDLE_MS) return published(row);
  await markRevealed(app.db, row.id, now);
  return published({ ...row, revealedAt: now });
}
