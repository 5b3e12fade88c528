import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng, newServerSeed, seedHash, seedMatches } from './fair-rng';
import { ROULETTE_POCKETS, spinRoulette } from './roulette';
import { exactStandardError, simulate } from './sim-support';

const SEED = 'a'.repeat(64);

describe('fairRng', () => {
  it('reads the HMAC-SHA256 block of `clientSeed:nonce:0` as big-endian 32-bit words (what a verifier recomputes)', () => {
    const block = createHmac('sha256', SEED).update('player:7:0').digest();
    const rng = fairRng(SEED, 'player', 7);
    // 2^32 divides evenly into itself: the first word comes back as it is.
    expect(rng.int(2 ** 32)).toBe(block.readUInt32BE(0));
    expect(rng.int(2 ** 32)).toBe(block.readUInt32BE(4));
  });

  it('repeats for the same seeds and nonce, and differs when any of them changes', () => {
    const draw = (server: string, client: string, nonce: number) => {
      const rng = fairRng(server, client, nonce);
      return Array.from({ length: 20 }, () => rng.int(1000));
    };
    expect(draw(SEED, 'c', 1)).toEqual(draw(SEED, 'c', 1));
    expect(draw(SEED, 'c', 1)).not.toEqual(draw(SEED, 'c', 2));
    expect(draw(SEED, 'c', 1)).not.toEqual(draw(SEED, 'd', 1));
    expect(draw(SEED, 'c', 1)).not.toEqual(draw('b'.repeat(64), 'c', 1));
  });

  it('draws every roulette pocket about equally often across rounds (chi-square)', () => {
    const counts = new Array(ROULETTE_POCKETS).fill(0);
    const rounds = 74_000;
    for (let nonce = 0; nonce < rounds; nonce++) counts[fairRng(SEED, 'x', nonce).int(ROULETTE_POCKETS)]++;
    const expected = rounds / ROULETTE_POCKETS;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: above 80 happens with probability below 0.00002.
    expect(chiSquare).toBeLessThan(80);
  });

  it('keeps an even-money roulette bet at 36/37 when it drives the engine, one round per nonce', () => {
    const bets = [{ kind: 'red' as const, stake: 10 }];
    let nonce = 0;
    const rounds = 100_000;
    const result = simulate(rounds, () => spinRoulette(bets, fairRng(SEED, 'sim', nonce++)).win / 10);
    const standardError = exactStandardError(
      [
        { value: 2, p: 18 / 37 },
        { value: 0, p: 19 / 37 },
      ],
      rounds,
    );
    expect(Math.abs(result.mean - 36 / 37)).toBeLessThan(5 * standardError);
  });

  it('commits with SHA-256 of the seed text, and a fresh seed is 32 random bytes', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedMatches(seed, seedHash(seed))).toBe(true);
    expect(seedMatches(newServerSeed(), seedHash(seed))).toBe(false);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
