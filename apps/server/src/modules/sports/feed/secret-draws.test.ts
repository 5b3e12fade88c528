import { describe, expect, it } from 'vitest';
import type { FeedEvent } from './adapter';
import { hashText } from './prng';
import { DAY, HOUR, simulatorAt, T0 } from './test-support';

/** Seeds whose FNV-1a states collide: found by a birthday search over `collide-<n>` (about 10 pairs in 300,000). */
function fnvCollisions(wanted: number): [string, string][] {
  const seen = new Map<number, string>();
  const pairs: [string, string][] = [];
  for (let n = 0; pairs.length < wanted; n++) {
    const seed = `collide-${n}`;
    const hash = hashText(seed);
    const earlier = seen.get(hash);
    if (earlier !== undefined) pairs.push([earlier, seed]);
    else seen.set(hash, seed);
  }
  return pairs;
}

const finalScores = (feed: ReturnType<typeof simulatorAt>, events: readonly FeedEvent[]) =>
  events.map((event) => {
    const board = feed.result(event, event.endsAt)!.scoreboard;
    return `${board.home}-${board.away}`;
  });

describe('secret draws (decision 017)', () => {
  it('plays results from the whole seed: seeds that share a 32-bit FNV state still draw different matches', () => {
    // The old streams started from hashText(`${seed}|match|${id}`): FNV-1a carries only its 32-bit state from the
    // seed on, so two colliding seeds played every match alike and 2^32 guesses recovered any secret seed.
    for (const [first, second] of fnvCollisions(2)) {
      expect(hashText(`${first}|match|1`)).toBe(hashText(`${second}|match|1`));
      const one = simulatorAt(first);
      const other = simulatorAt(second);
      const events = one.eventsStartingBetween(T0 - DAY, T0 - 3 * HOUR).slice(0, 60);
      // The cosmetic catalogue (names, fixtures) may agree; the results must not.
      expect(other.eventsStartingBetween(T0 - DAY, T0 - 3 * HOUR).slice(0, 60)).toEqual(events);
      expect(finalScores(other, events)).not.toEqual(finalScores(one, events));
    }
  });

  it('moves pre-match prices by the whole seed too: the kick-off model is where the result is drawn from', () => {
    const [[first, second]] = fnvCollisions(1) as [[string, string]];
    const [event] = simulatorAt(first).eventsStartingBetween(T0 + DAY, T0 + 2 * DAY);
    const prices = (seed: string) =>
      simulatorAt(seed)
        .markets(event!, event!.startsAt - 1)
        .flatMap((market) => market.outcomes.map((outcome) => outcome.odds));
    expect(prices(second)).not.toEqual(prices(first));
  });
});
