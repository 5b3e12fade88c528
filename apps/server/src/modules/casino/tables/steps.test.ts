import { describe, expect, it } from 'vitest';
import { dealTableCards } from '../engines/live-blackjack';
import { seededRng } from '../engines/rng';
import type { HandPlay } from './blackjack-hand';
import { nextCardDue, seatStatus } from './steps';

const fresh = (): HandPlay => ({ stake: 100, hits: 0, doubled: false, stood: false });

describe('live blackjack steps (property)', () => {
  it('never shows a card while a seat that could draw it still has to decide, in any order of decisions', () => {
    const rng = seededRng(18);
    for (let game = 0; game < 2_000; game++) {
      const { cards } = dealTableCards(rng);
      const plays = Array.from({ length: 1 + rng.int(5) }, fresh);
      let revealed = 2;
      for (let move = 0; move < 60; move++) {
        const deciding = plays.flatMap((play, seat) =>
          seatStatus(cards, play, revealed) === 'deciding' ? [seat] : [],
        );
        // Now and then a step runs out of time with seats still deciding: they stand, unseen cards stay unseen.
        const overdue = deciding.length > 0 && rng.int(8) === 0;
        if (nextCardDue(cards, plays, revealed, overdue)) {
          for (const seat of deciding) expect(overdue && plays[seat]!.hits + 2 === revealed).toBe(true);
          revealed += 1;
          for (const seat of deciding) expect(seatStatus(cards, plays[seat]!, revealed)).toBe('finished');
          continue;
        }
        if (deciding.length === 0) break;
        const seat = deciding[rng.int(deciding.length)]!;
        const play = plays[seat]!;
        // Every seat that decides has seen exactly the cards before the one it would draw next.
        expect(revealed).toBe(2 + play.hits);
        const action = rng.int(play.hits === 0 ? 3 : 2);
        plays[seat] =
          action === 0
            ? { ...play, stood: true }
            : action === 1
              ? { ...play, hits: play.hits + 1 }
              : { ...play, hits: 1, doubled: true };
      }
    }
  });
});
