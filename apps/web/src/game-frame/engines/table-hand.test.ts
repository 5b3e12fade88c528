import type { TableDecisionResult, TableSettled, TableUpdate } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import type { FrameContext } from '../context';
import { createTranslate } from '../texts';
import { handTotal } from './cards';
import { createOwnHand } from './table-hand';

const context = { t: createTranslate(1) } as unknown as FrameContext;
const ROUND = 41;

const update = (dealt: string[], roundId = ROUND) =>
  ({
    type: 'table',
    engine: 'live-blackjack',
    tableId: 10,
    roundId,
    phase: 'playing',
    result: null,
    dealt,
  }) as TableUpdate;
const decision = (cards: string[], total: number, finished: boolean): TableDecisionResult => ({
  roundId: ROUND,
  cards,
  total,
  stake: 100,
  doubled: false,
  finished,
  balance: null,
});

/** What the player reads in the hand's section: its heading with the total, the cards, and how it ended. */
const shown = (element: HTMLElement) => ({
  visible: !element.hidden,
  heading: element.querySelector('h2')?.textContent,
  cards: [...element.querySelectorAll('.card')].map((card) => card.getAttribute('aria-label')),
  result: element.querySelector('.hand-result')?.textContent ?? null,
});

describe("the player's own hand at live blackjack", () => {
  it('is not shown in a round the player has no bet in', () => {
    const own = createOwnHand(context);
    own.table(update(['6S', '7S']));
    expect(shown(own.element).visible).toBe(false);
  });

  it('takes the card it asked for only when the table shows it, and stands when the step ran out undecided', () => {
    const own = createOwnHand(context);
    own.betPlaced(ROUND);
    own.table(update(['6S', '7S']));
    own.decided({ ...decision(['6S', '7S'], 13, false), waiting: true });
    expect(own.finished()).toBe(true); // no decision while the card is on its way
    own.table(update(['6S', '7S', '2S']));
    expect(shown(own.element).cards).toEqual(['6♠', '7♠', '2♠']);
    expect(own.finished()).toBe(false);
    // The next card is shown without this seat having decided: its hand stands at 15.
    own.table(update(['6S', '7S', '2S', 'KS']));
    expect(shown(own.element).cards).toEqual(['6♠', '7♠', '2♠']);
    expect(own.finished()).toBe(true);
  });

  it('starts as the first two common cards, follows each decision and ends with how it was paid', () => {
    const own = createOwnHand(context);
    own.betPlaced(ROUND);
    own.table(update(['6S', '7S']));
    expect(shown(own.element)).toEqual({ visible: true, heading: 'YouTotal 13', cards: ['6♠', '7♠'], result: null });
    expect(own.finished()).toBe(false);

    own.decided(decision(['6S', '7S', '8S'], 21, true));
    expect(own.finished()).toBe(true);
    // Another player hitting further reveals more common cards; they are not this player's.
    own.table(update(['6S', '7S', '8S', '9S']));
    expect(shown(own.element).cards).toEqual(['6♠', '7♠', '8♠']);

    const settled: TableSettled = {
      type: 'table_settled',
      tableId: 10,
      roundId: ROUND,
      stake: 100,
      win: 200,
      balance: { balance: 1_100, currencyCode: 'EUR', demo: false },
      hand: { cards: ['6S', '7S', '8S'], total: 21, result: 'win' },
    };
    own.settled(settled);
    expect(shown(own.element)).toMatchObject({ heading: 'YouTotal 21', result: 'You win' });

    own.reset();
    expect(shown(own.element).visible).toBe(false);
  });

  it("shows a loss told at settlement, for a hand that took no decision, in the session's language", () => {
    const own = createOwnHand({ t: createTranslate(2) } as unknown as FrameContext);
    own.betPlaced(ROUND);
    own.settled({
      type: 'table_settled',
      tableId: 10,
      roundId: ROUND,
      stake: 100,
      win: 0,
      balance: null,
      hand: { cards: ['10S', '6H'], total: 16, result: 'lose' },
    });
    expect(shown(own.element)).toMatchObject({ visible: true, cards: ['10♠', '6♥'] });
    expect(shown(own.element).result).toBe('Κερδίζει ο ντίλερ');
  });
});

describe('handTotal', () => {
  it('counts faces as 10 and an ace as 11 unless that passes 21', () => {
    expect(handTotal(['AS', 'KH'])).toBe(21);
    expect(handTotal(['AS', '6H', '9D'])).toBe(16);
    expect(handTotal(['AS', 'AH'])).toBe(12);
    expect(handTotal(['10S', 'QH', '2D'])).toBe(22);
  });
});
