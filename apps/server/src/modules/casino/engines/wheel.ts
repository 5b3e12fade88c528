import type { WheelBoost } from '@playline/contract/casino';
import type { Rng, WheelSegment } from './types';

/**
 * The money wheel's 54 segments in order round the wheel: 25 × '1', 15 × '2', 7 × '5', 4 × '10', 2 × '20' and
 * one '40', each kind spread evenly and the big ones far apart. Segment n pays n:1 (returns n + 1 times the stake).
 * On its own the wheel would return only 75.9–92.6% per bet; the top slot below brings every bet near 96%.
 */
// biome-ignore format: ten segments a row reads like the wheel
export const WHEEL_LAYOUT: readonly WheelSegment[] = [
  '1', '2', '1', '5', '2', '1', '10', '1', '2', '1',
  '5', '1', '2', '20', '1', '2', '1', '1', '5', '2',
  '1', '10', '1', '2', '1', '40', '1', '2', '5', '1',
  '2', '1', '10', '1', '2', '1', '5', '1', '2', '1',
  '20', '2', '1', '5', '1', '2', '1', '10', '1', '2',
  '1', '5', '2', '1',
];

/**
 * The top slot's 25 entries (as Crazy Time's): each round it stops on one, and if the wheel then stops on that kind
 * its pay is multiplied (a '5' at 3x pays 15:1). Multipliers on the whole wheel (Dream Catcher's 2x and 7x
 * segments) raise every kind alike and cannot even out 54 whole-numbered segments (decision 011); the top slot
 * tunes each kind by how often it names it.
 *
 * With c_n of the 54 segments and S_n the sum of (multiplier − 1) over the entries naming n, a bet on n returns
 * (c_n / 54) · (1 + n · (1 + S_n / 25)) — exactly:
 *   '1'  25/54 · (2 + 2/25)      = 26/27   = 96.296%      '10' 4/54 · (11 + 50/25)   = 26/27 = 96.296%
 *   '2'  15/54 · (3 + 12/25)     = 29/30   = 96.667%      '20' 2/54 · (21 + 120/25)  = 43/45 = 95.556%
 *   '5'   7/54 · (6 + 35/25)     = 259/270 = 95.926%      '40' 1/54 · (41 + 280/25)  = 29/30 = 96.667%
 * The biggest return is a '40' at 3x: 121 times the stake.
 */
// biome-ignore format: five entries a row, each kind spread round the slot
export const TOP_SLOT: readonly WheelBoost[] = [
  { segment: '1', multiplier: 2 }, { segment: '5', multiplier: 2 }, { segment: '40', multiplier: 2 }, { segment: '2', multiplier: 2 }, { segment: '20', multiplier: 3 },
  { segment: '10', multiplier: 2 }, { segment: '5', multiplier: 3 }, { segment: '40', multiplier: 3 }, { segment: '2', multiplier: 2 }, { segment: '20', multiplier: 2 },
  { segment: '10', multiplier: 3 }, { segment: '1', multiplier: 2 }, { segment: '5', multiplier: 2 }, { segment: '40', multiplier: 2 }, { segment: '2', multiplier: 3 },
  { segment: '20', multiplier: 3 }, { segment: '10', multiplier: 2 }, { segment: '5', multiplier: 3 }, { segment: '40', multiplier: 3 }, { segment: '2', multiplier: 2 },
  { segment: '20', multiplier: 2 }, { segment: '10', multiplier: 2 }, { segment: '5', multiplier: 2 }, { segment: '40', multiplier: 2 }, { segment: '2', multiplier: 2 },
];

/** Where a round's wheel stops, with the top slot's pick (absent on results drawn before the top slot). */
export interface WheelStop {
  segment: WheelSegment;
  index: number;
  boost?: WheelBoost;
}

/** One round's draw: the top slot first (it spins before the wheel, as at the table), then the wheel. */
export function spinWheel(rng: Rng): Required<WheelStop> {
  const boost = TOP_SLOT[rng.int(TOP_SLOT.length)]!;
  const index = rng.int(WHEEL_LAYOUT.length);
  return { segment: WHEEL_LAYOUT[index]!, index, boost: { ...boost } };
}

/** Each bet's return (stake included; 0 when it loses) on the round's stop, in the bets' order. */
export function wheelReturns(
  bets: readonly { segment: WheelSegment; stake: number }[],
  stop: Pick<WheelStop, 'segment' | 'boost'>,
): number[] {
  const multiplier = stop.boost?.segment === stop.segment ? stop.boost.multiplier : 1;
  const pays = Number(stop.segment) * multiplier;
  return bets.map((bet) => (bet.segment === stop.segment ? bet.stake * (pays + 1) : 0));
}
