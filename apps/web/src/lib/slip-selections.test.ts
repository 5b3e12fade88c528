import { STORAGE_KEYS } from '@playline/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSlipSelectionsStore, SLIP_MAX_SELECTIONS, type SlipSelectionInput } from './slip-selections';

function pick(eventId: number, marketKey = '1x2', code = 'home', odds = 2.1): SlipSelectionInput {
  return {
    outcomeId: `${eventId}/${marketKey}/${code}`,
    eventId,
    marketKey,
    code,
    odds,
    eventName: 'Home FC – Away United',
    marketType: '1x2',
    line: null,
    sport: 'football',
    startsAt: '2026-05-01T18:00:00.000Z',
  };
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.slip) ?? 'null');

describe('slip selections', () => {
  beforeEach(() => localStorage.clear());

  it('adds a pick, and a second toggle of the same outcome removes it', () => {
    const slip = createSlipSelectionsStore(() => 1000).getState();
    expect(slip.toggle(pick(1))).toBe('added');
    expect(slip.has('1/1x2/home')).toBe(true);
    expect(stored()).toEqual([{ ...pick(1), addedAt: 1000 }]);
    expect(slip.toggle(pick(1))).toBe('removed');
    expect(slip.has('1/1x2/home')).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('keeps one pick per market: another outcome of the same market replaces it', () => {
    const store = createSlipSelectionsStore();
    store.getState().toggle(pick(1, '1x2', 'home'));
    store.getState().toggle(pick(1, 'ou:2.5', 'over'));
    expect(store.getState().toggle(pick(1, '1x2', 'away'))).toBe('replaced');
    expect(store.getState().selections.map((s) => s.outcomeId)).toEqual(['1/1x2/away', '1/ou:2.5/over']);
  });

  it(`refuses a pick beyond ${SLIP_MAX_SELECTIONS} and says why`, () => {
    const store = createSlipSelectionsStore();
    for (let id = 1; id <= SLIP_MAX_SELECTIONS; id++) store.getState().toggle(pick(id));
    expect(store.getState().toggle(pick(99))).toBe('full');
    expect(store.getState().selections).toHaveLength(SLIP_MAX_SELECTIONS);
    // Replacing within a market still works when full.
    expect(store.getState().toggle(pick(1, '1x2', 'draw'))).toBe('replaced');
  });

  it('survives a reload', () => {
    createSlipSelectionsStore()
      .getState()
      .toggle(pick(7, 'btts', 'yes'));
    expect(createSlipSelectionsStore().getState().has('7/btts/yes')).toBe(true);
  });

  it('tolerates corrupt storage: bad JSON, a non-list and bad picks are dropped', () => {
    localStorage.setItem(STORAGE_KEYS.slip, '{not json');
    expect(createSlipSelectionsStore().getState().selections).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.slip, JSON.stringify({ a: 1 }));
    expect(createSlipSelectionsStore().getState().selections).toEqual([]);
    const good = { ...pick(3), addedAt: 5 };
    localStorage.setItem(STORAGE_KEYS.slip, JSON.stringify([good, { ...good, odds: 'x' }, null, { outcomeId: 'a' }]));
    expect(createSlipSelectionsStore().getState().selections).toEqual([good]);
  });

  it('updates the odds of listed picks only, and removes or clears', () => {
    const store = createSlipSelectionsStore();
    store.getState().toggle(pick(1));
    store.getState().toggle(pick(2));
    store.getState().updateOdds({ '1/1x2/home': 2.4, 'unknown/1x2/home': 9 });
    expect(store.getState().selections.map((s) => s.odds)).toEqual([2.4, 2.1]);
    expect(stored()[0].odds).toBe(2.4);
    store.getState().remove('2/1x2/home');
    expect(store.getState().selections).toHaveLength(1);
    store.getState().clear();
    expect(stored()).toEqual([]);
  });
});
