import type { TableResult, TableSettled, TableUpdate } from '@playline/contract/casino';
import { formatMoney } from '@playline/contract/money';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameContext } from '../context';
import { createTranslate } from '../texts';
import { startTable } from './table';

/** The hub as the table hears it: the test delivers the server's messages by hand. */
const hub = vi.hoisted(() => ({ listeners: new Map<string, (message: unknown) => void>() }));
vi.mock('#app/lib/realtime/hub-client.ts', () => ({
  createHubClient: () => ({
    subscribe: () => () => undefined,
    on: (type: string, listener: (message: unknown) => void) => {
      hub.listeners.set(type, listener);
      return () => undefined;
    },
    onState: () => () => undefined,
  }),
}));

const TABLE = 7;
const ROUND = 120;
type WheelResult = Extract<TableResult, { engine: 'live-wheel' }>;

/** Opens the wheel table in a language and returns what the player sees and hears. */
function openWheel(languageId = 1) {
  const say = vi.fn();
  const stage = document.createElement('section');
  const context = {
    t: createTranslate(languageId),
    money: (minor: number) => formatMoney(minor, 'EUR', languageId === 2 ? 'el' : 'en'),
    token: 'token',
    session: { game: { minStake: 10, maxStake: 10_000 } },
    say,
    status: document.createElement('p'),
    setBalance: () => undefined,
  } as unknown as FrameContext;
  startTable(context, stage, { engine: 'live-wheel', tableId: TABLE, dealer: 'Lucia' });
  document.body.replaceChildren(stage);
  const result = stage.querySelector<HTMLElement>('.result')!;
  return {
    say,
    /** The result area's text, its parts in the order they stand. */
    result: () => [...result.querySelectorAll('.drawn-number > *')].map((part) => part.textContent),
    history: () =>
      [...stage.querySelectorAll('.history .ball')].map((mark) => mark.getAttribute('aria-label') ?? mark.textContent),
    show(drawn: WheelResult, history: WheelResult[] = []) {
      const now = Date.now();
      const update: TableUpdate = {
        type: 'table',
        tableId: TABLE,
        engine: 'live-wheel',
        roundId: ROUND,
        phase: 'result',
        bettingClosesAt: now - 5_000,
        nextRoundAt: now + 5_000,
        serverTime: now,
        result: drawn,
        history,
        seated: 3,
      };
      hub.listeners.get('table')?.(update);
    },
    settle(win: number, roundId = ROUND) {
      const settled: TableSettled = {
        type: 'table_settled',
        tableId: TABLE,
        roundId,
        stake: 100,
        win,
        balance: null,
      };
      hub.listeners.get('table_settled')?.(settled);
    },
  };
}

const wheel = (segment: WheelResult['segment'], boost?: WheelResult['boost']): WheelResult => ({
  engine: 'live-wheel',
  segment,
  index: 6,
  ...(boost ? { boost } : {}),
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the money wheel table', () => {
  it('shows the top slot before the segment and the multiplied pay, and says the win was boosted', () => {
    const table = openWheel();
    table.show(wheel('10', { segment: '10', multiplier: 3 }));
    expect(table.result()).toEqual(['Top slot 10 × 3', '10', 'Pays 30:1']);
    // €1.00 on 10 at 30:1 returns €31.00.
    table.settle(3_100);
    expect(table.say).toHaveBeenLastCalledWith('10 × 3 — won €31.00', 'win');
  });

  it('shows the top slot that missed without a boosted pay, and the plain win line', () => {
    const table = openWheel();
    table.show(wheel('2', { segment: '40', multiplier: 2 }));
    expect(table.result()).toEqual(['Top slot 40 × 2', '2']);
    table.settle(300);
    expect(table.say).toHaveBeenLastCalledWith('You won €3.00 this round', 'win');
  });

  it('shows a result from before the top slot as the segment alone, never mentioning a top slot', () => {
    const table = openWheel();
    table.show(wheel('10'));
    expect(table.result()).toEqual(['10']);
    table.settle(1_100);
    expect(table.say).toHaveBeenLastCalledWith('You won €11.00 this round', 'win');
    expect(document.body.textContent).not.toMatch(/top slot|×/i);
  });

  it('does not credit the top slot to a settlement of another round', () => {
    const table = openWheel();
    table.show(wheel('10', { segment: '10', multiplier: 3 }));
    table.settle(1_100, ROUND - 1);
    expect(table.say).toHaveBeenLastCalledWith('You won €11.00 this round', 'win');
  });

  it('badges boosted results in the history with their multiplier', () => {
    const table = openWheel();
    table.show(wheel('1'), [
      wheel('5', { segment: '5', multiplier: 2 }),
      wheel('1', { segment: '20', multiplier: 3 }),
      wheel('2'),
    ]);
    expect(table.history()).toEqual(['5 × 2', '1', '2']);
  });

  it('speaks Greek on a Greek session', () => {
    const table = openWheel(2);
    table.show(wheel('5', { segment: '5', multiplier: 2 }));
    expect(table.result()).toEqual(['Θέση κορυφής 5 × 2', '5', 'Πληρώνει 10:1']);
    table.settle(1_100);
    expect(table.say).toHaveBeenLastCalledWith(expect.stringMatching(/^5 × 2 — κερδίσατε 11,00\s€$/), 'win');
  });
});
