import { createHash, createHmac, randomBytes } from 'node:crypto';
import { uniformRng } from './rng';
import type { Rng } from './types';

/**
 * Provably fair randomness (decision 018). A round's numbers are a stream of HMAC-SHA256 blocks keyed by a secret
 * server seed: block i = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${i}`), read 4 bytes at a time as
 * big-endian unsigned integers. The server publishes SHA-256(serverSeed) before the round and the seed after it,
 * so anyone can recompute the stream and replay the engine: the outcome was fixed before the bet was taken.
 */

/** A fresh secret: 32 bytes from node:crypto, as 64 hex characters (the HMAC key is this text, UTF-8). */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The commitment published before betting closes: SHA-256 of the seed's text, hex. */
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** A client seed the player did not choose: 16 random bytes, hex. */
export const newClientSeed = (): string => randomBytes(16).toString('hex');

/**
 * The Rng of one round. `int` rejects the top sliver of the 32-bit range that does not divide evenly (as seededRng
 * does), so every value in [0, max) is exactly equally likely and the engines' return to player is unchanged.
 */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  let block = Buffer.alloc(0);
  let cursor = 0;
  let index = 0;
  const next = (): number => {
    if (cursor + 4 > block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${index++}`).digest();
      cursor = 0;
    }
    const value = block.readUInt32BE(cursor);
    cursor += 4;
    return value;
  };
  return uniformRng(next);
}

/** True when the revealed seed is the one committed to. */
export const seedMatches = (serverSeed: string, committedHash: string): boolean =>
  seedHash(serverSeed) === committedHash.toLowerCase();
