import type { TableResult } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { tableById } from '../catalogue/tables';
import { createBoard, HISTORY_SIZE, tableStateAt } from './board';
import { phaseAt, roundTimes } from './rhythm';

const roulette = tableById(1)!;
const blackjack = tableById(10)!;
const spin = (number: number): TableResult => ({
  engine: 'live-roulette',
  number,
  color: number === 0 ? 'green' : 'red',
});

describe('the table rhythm', () => {
  it('runs round n over [n·roundMs, (n+1)·roundMs): betting, then the result (blackjack: playing first)', () => {
    const times = roundTimes(roulette, 100);
    expect(times).toMatchObject({ startsAt: 3_000_000, bettingClosesAt: 3_018_000, nextRoundAt: 3_030_000 });
    expect(phaseAt(roulette, times.bettingClosesAt - 1)).toBe('betting');
    expect(phaseAt(roulette, times.bettingClosesAt)).toBe('result');
    const hand = roundTimes(blackjack, 100);
    expect(hand.decisionsCloseAt).toBe(hand.nextRoundAt - 10_000);
    expect(phaseAt(blackjack, hand.bettingClosesAt)).toBe('playing');
    expect(phaseAt(blackjack, hand.decisionsCloseAt)).toBe('result');
  });
});

describe('the board', () => {
  it('shows a closed round as still playing until its result is heard, then moves it into the history', () => {
    const board = createBoard();
    const times = roundTimes(roulette, 100);
    expect(tableStateAt(roulette, board.published(1), times.bettingClosesAt, 0)).toMatchObject({
      phase: 'playing',
      result: null,
    });
    board.remember(1, { roundId: 100, result: spin(7), history: [spin(1)] });
    expect(tableStateAt(roulette, board.published(1), times.bettingClosesAt, 3)).toMatchObject({
      phase: 'result',
      result: spin(7),
      history: [spin(1)],
      seated: 3,
    });
    const next = tableStateAt(roulette, board.published(1), times.nextRoundAt, 0);
    expect(next).toMatchObject({ roundId: 101, phase: 'betting', result: null, history: [spin(7), spin(1)] });
  });

  it('never goes back: an older round, or a round message without the result, keeps what is known', () => {
    const board = createBoard();
    board.remember(10, { roundId: 5, result: null, dealt: ['2S', '3S', '4S'], history: [] });
    board.remember(10, { roundId: 5, result: null, dealt: ['2S', '3S'], history: [] });
    expect(board.published(10)?.dealt).toEqual(['2S', '3S', '4S']);
    board.remember(1, { roundId: 9, result: spin(3), history: [] });
    board.remember(1, { roundId: 9, result: null, history: [] });
    board.remember(1, { roundId: 8, result: spin(4), history: [] });
    expect(board.published(1)).toMatchObject({ roundId: 9, result: spin(3) });
  });

  it('keeps at most the last 20 results', () => {
    const board = createBoard();
    const history = Array.from({ length: HISTORY_SIZE }, (_, i) => spin(i));
    board.remember(1, { roundId: 100, result: spin(36), history });
    const state = tableStateAt(roulette, board.published(1), roundTimes(roulette, 101).startsAt, 0);
    expect(state.history).toHaveLength(HISTORY_SIZE);
    expect(state.history[0]).toEqual(spin(36));
  });
});
