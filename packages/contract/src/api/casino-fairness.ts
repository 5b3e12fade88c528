import * as z from 'zod';
import { sessionTokenSchema } from './casino-common';

/**
 * Provably fair draws (issue 18, decision 018). Every casino outcome comes from HMAC-SHA256 blocks keyed by a secret
 * server seed: block i = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${i}`), read 4 bytes at a time as
 * big-endian unsigned integers (a value at or above the largest multiple of the range below 2^32 is skipped).
 * SHA-256(serverSeed) is shown before the bet; the seed after the round (tables) or once the pair is retired
 * (games played alone: the player rotates it, or the session ended). Re-exported from casino.ts.
 */

/** SHA-256, hex: the commitment to a server seed. */
export const seedHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256 hex digest');
/** The player's part of the draw: any short text of letters, digits, `-` and `_`. */
export const clientSeedSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ (at most 64)');

/** A game session's active seed pair: the server seed's hash, the client seed, and the next round's nonce. */
export const seedCommitmentSchema = z.object({
  serverSeedHash: seedHashSchema,
  clientSeed: clientSeedSchema,
  nextNonce: z.number().int().nonnegative(),
});
export type SeedCommitment = z.infer<typeof seedCommitmentSchema>;

/** How one round was drawn (its answer carries it): a verifier needs these and the seed once revealed. */
export const roundFairnessSchema = z.object({
  serverSeedHash: seedHashSchema,
  clientSeed: clientSeedSchema,
  nonce: z.number().int().nonnegative(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

/** A seed pair as published: the server seed is null while the pair is still in play. */
export const revealedSeedSchema = z.object({
  serverSeedHash: seedHashSchema,
  serverSeed: z.string().nullable(),
  clientSeed: clientSeedSchema,
  /** Rounds drawn with the pair: nonces 0 … rounds − 1. */
  rounds: z.number().int().nonnegative(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** POST /api/casino/fairness/rotate (XSRF): retires the pair (its server seed is revealed) and starts a new one. */
export const rotateSeedsRequestSchema = z.object({
  token: sessionTokenSchema,
  /** The new pair's client seed; a random one when left out. */
  clientSeed: clientSeedSchema.optional(),
});
export const rotateSeedsResultSchema = z.object({ previous: revealedSeedSchema, current: seedCommitmentSchema });
export type RotateSeedsResult = z.infer<typeof rotateSeedsResultSchema>;

/** GET /api/casino/fairness/seeds/:serverSeedHash */
export const seedParamsSchema = z.object({ serverSeedHash: seedHashSchema });

/**
 * A live table round's commitment: published while its betting is open, the seed once the result is shown. The
 * round's draw is the stream for clientSeed `table-<tableId>` and nonce = the round's id.
 */
export const tableFairnessSchema = z.object({
  roundId: z.number().int(),
  serverSeedHash: seedHashSchema,
  serverSeed: z.string().nullable(),
});
export type TableFairness = z.infer<typeof tableFairnessSchema>;
