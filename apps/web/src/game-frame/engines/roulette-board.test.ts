import { describe, expect, it } from 'vitest';
import type { FrameContext } from '../context';
import { createTranslate } from '../texts';
import { createRouletteBoard } from './roulette-board';

/** The board as a player sees it: what its buttons say, its hint line, the bet list and what it would send. */
function openBoard(languageId = 1) {
  const context = {
    t: createTranslate(languageId),
    money: (minor: number) => `€${(minor / 100).toFixed(2)}`,
    session: { game: { minStake: 10, maxStake: 50_000 } },
  } as unknown as FrameContext;
  const board = createRouletteBoard(context, () => undefined);
  document.body.replaceChildren(board.element);
  const button = (text: string, scope = '') => {
    const found = [...board.element.querySelectorAll<HTMLButtonElement>(`${scope} button`)].find(
      (candidate) => candidate.textContent === text,
    );
    if (!found) throw new Error(`no button "${text}"`);
    return found;
  };
  return {
    board,
    chooseKind: (label: string) => button(label, '.kinds').click(),
    tap: (number: number) => button(String(number), '.board').click(),
    number: (number: number) => button(String(number), '.board'),
    outside: (label: string) => button(label, '.board').click(),
    hint: () => board.element.querySelector('.hint')?.textContent,
    betList: () => [...board.element.querySelectorAll('.bet-list li')].map((item) => item.textContent),
    chipsOnLines: () => board.element.querySelectorAll('.inside-chip').length,
  };
}

describe('the roulette board', () => {
  it('places a split with two taps on neighbours, explaining a tap on a number that does not touch', () => {
    const player = openBoard();
    player.chooseKind('Split');
    player.tap(5);
    expect(player.hint()).toBe('Split from 5: tap 2, 4, 6, 8 — or 5 again to cancel.');
    expect(player.number(5).classList.contains('pending')).toBe(true);
    player.tap(9);
    expect(player.hint()).toBe('5 and 9 are not side by side: a split covers two neighbouring numbers.');
    expect(player.board.bets()).toEqual([]);
    player.tap(8);
    expect(player.board.bets()).toEqual([{ kind: 'split', numbers: [5, 8], stake: 10 }]);
    expect(player.betList()).toEqual(['Split 5/8 · €0.10']);
    expect(player.chipsOnLines()).toBe(1);
    expect(player.number(5).classList.contains('pending')).toBe(false);
  });

  it('places streets, corners and lines from one tap, and says why a number cannot anchor one', () => {
    const player = openBoard();
    player.chooseKind('Corner');
    player.tap(36);
    expect(player.hint()).toContain('No corner starts at 36');
    player.tap(5);
    player.chooseKind('Street');
    player.tap(17);
    player.chooseKind('Line');
    player.tap(34);
    expect(player.hint()).toContain('No line starts at 34');
    player.tap(2);
    // The outside bets and straight-ups stay what they are, whatever kind is chosen.
    player.outside('Red');
    player.chooseKind('Straight');
    player.tap(17);
    expect(player.board.bets()).toEqual([
      { kind: 'corner', numbers: [5, 6, 8, 9], stake: 10 },
      { kind: 'street', numbers: [16, 17, 18], stake: 10 },
      { kind: 'line', numbers: [1, 2, 3, 4, 5, 6], stake: 10 },
      { kind: 'red', stake: 10 },
      { kind: 'straight', numbers: [17], stake: 10 },
    ]);
    expect(player.betList()).toEqual([
      'Corner 5/6/8/9 · €0.10',
      'Street 16–18 · €0.10',
      'Line 1–6 · €0.10',
      'Red · €0.10',
      'Number 17 · €0.10',
    ]);
    expect(player.chipsOnLines()).toBe(3);
    expect(player.board.total()).toBe(50);

    player.board.clear();
    expect(player.betList()).toEqual([]);
    expect(player.chipsOnLines()).toBe(0);
  });

  it('explains in Greek for a Greek session', () => {
    const player = openBoard(2);
    player.chooseKind('Τριάδα');
    player.tap(0);
    expect(player.hint()).toBe('Η τριάδα είναι μια σειρά τριών αριθμών: πατήστε έναν αριθμό από 1 έως 36.');
    expect(player.board.bets()).toEqual([]);
  });
});
