import { STORAGE_KEYS } from '@playline/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSlipSelectionsStore } from './slip-store';
import { SLIP_MAX_SELECTIONS, type SlipSelectionInput } from './slip-types';

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

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.slip) ?? 'null')?.selections;

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

  it('reads the list of picks earlier versions stored', () => {
    const good = { ...pick(3), addedAt: 5 };
    localStorage.setItem(STORAGE_KEYS.slip, JSON.stringify([good]));
    const state = createSlipSelectionsStore().getState();
    expect(state.selections).toEqual([good]);
    expect(state.mode).toBe('single');
    expect(state.oddsPolicy).toBe('none');
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

  it('keeps a changed price with the accepted one for the arrow, until the player accepts', () => {
    const store = createSlipSelectionsStore();
    store.getState().toggle(pick(1));
    store.getState().updateOdds({ '1/1x2/home': 2.4 });
    store.getState().updateOdds({ '1/1x2/home': 2.5 });
    expect(store.getState().selections[0]).toMatchObject({ odds: 2.5, previousOdds: 2.1 });
    store.getState().updateOdds({ '1/1x2/home': 2.1 });
    expect(store.getState().selections[0]?.previousOdds).toBeUndefined();
    store.getState().updateOdds({ '1/1x2/home': 1.9 });
    store.getState().acceptChanges();
    expect(store.getState().selections[0]).toMatchObject({ odds: 1.9 });
    expect(store.getState().selections[0]?.previousOdds).toBeUndefined();
  });

  it("applies the server's changes: new prices, suspended and removed selections, reopened ones", () => {
    const store = createSlipSelectionsStore();
    for (const id of [1, 2, 3]) store.getState().toggle(pick(id));
    store.getState().applyChanges([
      { outcomeId: '1/1x2/home', odds: 1.8, status: 'open' },
      { outcomeId: '2/1x2/home', odds: 2.1, status: 'suspended' },
      { outcomeId: '3/1x2/home', odds: null, status: 'removed' },
    ]);
    const [first, second, third] = store.getState().selections;
    expect(first).toMatchObject({ odds: 1.8, previousOdds: 2.1 });
    expect(first?.status).toBeUndefined();
    expect(second?.status).toBe('suspended');
    expect(third).toMatchObject({ status: 'removed', odds: 2.1 });
    store.getState().applyChanges([{ outcomeId: '2/1x2/home', odds: 2.1, status: 'open' }]);
    expect(store.getState().selections[1]?.status).toBeUndefined();
  });

  it('keeps stakes, one stake for all, mode, system sizes and bankers over a reload; removing a pick drops its stake', () => {
    const store = createSlipSelectionsStore();
    for (const id of [1, 2, 3]) store.getState().toggle(pick(id));
    store.getState().setStakeForAll('5');
    store.getState().setStake('2/1x2/home', '7,5');
    store.getState().setStake('system', '1');
    store.getState().setMode('system');
    store.getState().toggleBanker('1/1x2/home');
    store.getState().setSizes([2, 1, 2]);
    store.getState().setOddsPolicy('higher');
    const again = createSlipSelectionsStore().getState();
    expect(again.stakes).toEqual({ '1/1x2/home': '5', '2/1x2/home': '7,5', '3/1x2/home': '5', system: '1' });
    expect(again).toMatchObject({ mode: 'system', sizes: [1, 2], bankers: ['1/1x2/home'], oddsPolicy: 'higher' });
    again.remove('1/1x2/home');
    expect(createSlipSelectionsStore().getState()).toMatchObject({ bankers: [] });
    expect(createSlipSelectionsStore().getState().stakes['1/1x2/home']).toBeUndefined();
  });

  it('keeps the stake typed when the player switches single ↔ multiple ↔ system', () => {
    const store = createSlipSelectionsStore();
    for (const id of [1, 2, 3]) store.getState().toggle(pick(id));
    store.getState().setStakeForAll('5');
    store.getState().setMode('multiple');
    expect(store.getState().stakes.multiple).toBe('5');
    store.getState().setStake('multiple', '8,50');
    store.getState().setMode('single');
    expect(store.getState().stakes).toMatchObject({ '1/1x2/home': '8,50', '2/1x2/home': '8,50', '3/1x2/home': '8,50' });
    store.getState().setMode('system');
    expect(store.getState().stakes.system).toBe('8,50');
    // Singles with different stakes have no one stake to carry: the multiple keeps its own.
    store.getState().setMode('single');
    store.getState().setStake('1/1x2/home', '2');
    store.getState().setMode('multiple');
    expect(store.getState().stakes.multiple).toBe('8,50');
  });

  it('holds builder groups per event and removes placed selections and groups', () => {
    const store = createSlipSelectionsStore();
    store.getState().toggle(pick(1));
    store.getState().toggle(pick(2));
    store.getState().setBuilderGroup(9, [pick(9, '1x2', 'home'), pick(9, 'btts', 'yes')]);
    store.getState().setBuilderGroup(8, [pick(8, '1x2', 'home'), pick(8, 'btts', 'no')]);
    store.getState().setBuilderGroup(9, [pick(9, '1x2', 'draw'), pick(9, 'btts', 'yes')]);
    expect(
      createSlipSelectionsStore()
        .getState()
        .builder.map((group) => group.eventId),
    ).toEqual([8, 9]);
    expect(store.getState().builder[1]?.picks[0]?.outcomeId).toBe('9/1x2/draw');
    store.getState().removePlaced(['1/1x2/home'], [8]);
    expect(store.getState().selections.map((s) => s.outcomeId)).toEqual(['2/1x2/home']);
    expect(store.getState().builder.map((group) => group.eventId)).toEqual([9]);
    store.getState().setBuilderGroup(9, []);
    expect(store.getState().builder).toEqual([]);
  });

  it("is cleared on logout and when another player logs in, and keeps a visitor's slip at login", () => {
    const store = createSlipSelectionsStore();
    store.getState().syncOwner(null);
    store.getState().toggle(pick(1));
    store.getState().syncOwner(7);
    expect(store.getState().selections).toHaveLength(1);
    store.getState().setOddsPolicy('any');
    store.getState().syncOwner(null);
    expect(store.getState().selections).toEqual([]);
    expect(store.getState().oddsPolicy).toBe('any');
    store.getState().syncOwner(7);
    store.getState().toggle(pick(2));
    // Another player on this device (also after a reload): not their slip.
    createSlipSelectionsStore().getState().syncOwner(8);
    expect(createSlipSelectionsStore().getState().selections).toEqual([]);
  });
});
