import { createHash, createHmac } from 'node:crypto';
import type { Score } from '../facts';
import { FIRST_HALF_SHARE } from '../markets/football';
import { poissonFrom } from '../prng';
import { DRAW, secureStream } from '../secure-random';

/**
 * How a virtual football round is drawn, committed and verified (decision 017). Each round has its own 256-bit
 * secret, HMAC-SHA256(feed seed, "virtual-round|<league id>|<round>"): a keyed PRF of the stored 256-bit seed, so
 * every instance derives the same one with nothing to store, and revealing it tells nothing of the seed or of
 * any other round. Its SHA-256 is published before betting closes; the secret itself once the round has ended.
 * Every match of the round is then a pure function of (round secret, event id, expected goals at kick-off).
 */

export interface ExpectedGoals {
  home: number;
  away: number;
}

export interface VirtualScore {
  halves: [Score, Score];
  /** Goals in the order drawn (by half, home before away), each at its game minute. */
  goals: { minute: number; side: 'home' | 'away' }[];
}

/** The round's secret, 64 hex characters. Server only: it must not leave before the round has ended. */
export function roundSecret(seed: string, leagueId: number, round: number): string {
  return createHmac('sha256', seed).update(`virtual-round|${leagueId}|${round}`).digest('hex');
}

/** SHA-256 (hex) of the secret's text: what `echo -n <secret> | sha256sum` prints. */
export function roundCommitment(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The draws of one match after its score, for cosmetic picks (scorers) that no virtual market settles on. */
export type Afterwards = () => number;

/**
 * One match of the round: draws from `secureStream(secret, DRAW.match, eventId)` (secure-random.ts: AES-256-CTR
 * under HMAC-SHA256(secret, "playline-draws")) — for each half, the home then the away goals (Poisson of the
 * expected goals times the half's share, by inversion), then one minute per goal.
 */
export function playVirtualMatch(
  secret: string,
  eventId: number,
  expected: ExpectedGoals,
): VirtualScore & { afterwards: Afterwards } {
  const draw = secureStream(secret, DRAW.match, eventId);
  const goals: VirtualScore['goals'] = [];
  const halves = [0, 1].map((half) => {
    const share = half === 0 ? FIRST_HALF_SHARE : 1 - FIRST_HALF_SHARE;
    const score = {
      home: poissonFrom(expected.home * share, draw()),
      away: poissonFrom(expected.away * share, draw()),
    };
    for (const side of ['home', 'away'] as const) {
      for (let goal = 0; goal < score[side]; goal++)
        goals.push({ minute: half * 45 + 1 + Math.floor(draw() * 45), side });
    }
    return score;
  }) as [Score, Score];
  return { halves, goals, afterwards: draw };
}
