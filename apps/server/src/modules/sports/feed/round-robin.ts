import { rand } from './prng';

/** One pairing of a round: indexes into the league's competitors. */
export interface Pairing {
  home: number;
  away: number;
}

/** A season's competitor order, shuffled per season so fixtures differ from one season to the next. */
function seasonOrder(seed: string, leagueId: number, season: number, size: number): number[] {
  const order = Array.from({ length: size }, (_, index) => index);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(rand(seed, 'order', leagueId, season, i) * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The pairings of every round of one season: a double round robin by the circle method (the first competitor
 * stays, the others rotate; the second half repeats the first with home and away swapped). `size` is even.
 */
export function seasonPairings(seed: string, leagueId: number, season: number, size: number): Pairing[][] {
  const order = seasonOrder(seed, leagueId, season, size);
  const firstHalf: Pairing[][] = [];
  for (let round = 0; round < size - 1; round++) {
    const rotated = [order[0]!, ...Array.from({ length: size - 1 }, (_, i) => order[1 + ((i + round) % (size - 1))]!)];
    const pairs: Pairing[] = [];
    for (let i = 0; i < size / 2; i++) {
      const a = rotated[i]!;
      const b = rotated[size - 1 - i]!;
      // Alternate who hosts so each competitor is at home about half the time.
      const swap = i === 0 ? round % 2 === 1 : i % 2 === 1;
      pairs.push(swap ? { home: b, away: a } : { home: a, away: b });
    }
    firstHalf.push(pairs);
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(({ home, away }) => ({ home: away, away: home })));
  return [...firstHalf, ...secondHalf];
}
