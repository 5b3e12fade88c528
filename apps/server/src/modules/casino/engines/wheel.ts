import type { Rng, WheelSegment } from './types';

/**
 * The money wheel's 54 segments in order round the wheel: 25 × '1', 15 × '2', 7 × '5', 4 × '10', 2 × '20' and
 * one '40', each kind spread evenly and the big ones far apart. Segment n pays n:1 (returns n + 1 times the
 * stake), so a bet on n returns (n + 1) · count / 54: '1' 92.6%, '2' 83.3%, '5' 77.8%, '10' 81.5%, '20' 77.8%,
 * '40' 75.9%. (Two '40' segments would return 151.9% on that bet — a sure loss for the house — so there is one,
 * and the 54th segment is a '1'.)
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

/** Where the wheel stops: the segment and its index in `WHEEL_LAYOUT`. */
export function spinWheel(rng: Rng): { segment: WheelSegment; index: number } {
  const index = rng.int(WHEEL_LAYOUT.length);
  return { segment: WHEEL_LAYOUT[index]!, index };
}

/** Each bet's return (stake included; 0 when it loses) when the wheel stops on `segment`, in the bets' order. */
export function wheelReturns(
  bets: readonly { segment: WheelSegment; stake: number }[],
  segment: WheelSegment,
): number[] {
  return bets.map((bet) => (bet.segment === segment ? bet.stake * (Number(segment) + 1) : 0));
}
