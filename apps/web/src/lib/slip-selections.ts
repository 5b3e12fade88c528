import { STORAGE_KEYS } from '@playline/contract/constants';
import type { MarketType, SportKey } from '@playline/contract/sports';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, writeStored } from './storage';

/** The most selections one slip holds; a further pick is refused with `full`. */
export const SLIP_MAX_SELECTIONS = 30;

/** One pick on the bet slip, as the slip (next issue) needs it without asking the server again. */
export interface SlipSelection {
  /** The outcome's id (`eventId/marketKey/code`), unique across the catalogue. */
  outcomeId: string;
  eventId: number;
  marketKey: string;
  code: string;
  /** Decimal odds when picked, kept current with `updateOdds`. */
  odds: number;
  /** Proper name of a team or player outcome (`t<id>` / `p<id>` codes). */
  name?: string;
  eventName: string;
  marketType: MarketType;
  line: number | null;
  sport: SportKey;
  startsAt: string;
  /** Epoch milliseconds; the slip lists picks in this order. */
  addedAt: number;
}

export type SlipSelectionInput = Omit<SlipSelection, 'addedAt'>;

/** What a toggle did: `full` means nothing changed because the slip already holds the maximum. */
export type ToggleResult = 'added' | 'removed' | 'replaced' | 'full';

export interface SlipSelectionsState {
  selections: SlipSelection[];
  /** Adds the pick, or removes it when already there; another outcome of the same market is replaced. */
  toggle(selection: SlipSelectionInput): ToggleResult;
  has(outcomeId: string): boolean;
  remove(outcomeId: string): void;
  clear(): void;
  /** New prices from a refresh; selections not listed keep theirs. */
  updateOdds(prices: Record<string, number>): void;
}

export type SlipSelectionsStore = StoreApi<SlipSelectionsState>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored pick is trusted only when every field has its type (an old or edited slip loses only that pick). */
export function isSlipSelection(value: unknown): value is SlipSelection {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    isText(pick.outcomeId) &&
    Number.isInteger(pick.eventId) &&
    isText(pick.marketKey) &&
    isText(pick.code) &&
    isFiniteNumber(pick.odds) &&
    pick.odds > 1 &&
    (pick.name === undefined || typeof pick.name === 'string') &&
    typeof pick.eventName === 'string' &&
    isText(pick.marketType) &&
    (pick.line === null || isFiniteNumber(pick.line)) &&
    isText(pick.sport) &&
    isText(pick.startsAt) &&
    isFiniteNumber(pick.addedAt)
  );
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

function restore(): SlipSelection[] {
  const stored = readStored('local', STORAGE_KEYS.slip, [], isArray).filter(isSlipSelection);
  const markets = new Set<string>();
  // One pick per market even if an edited slip says otherwise: the first stored wins.
  return stored
    .filter((pick) => {
      const market = `${pick.eventId}/${pick.marketKey}`;
      if (markets.has(market)) return false;
      markets.add(market);
      return true;
    })
    .slice(0, SLIP_MAX_SELECTIONS);
}

const sameMarket = (a: SlipSelectionInput, b: SlipSelectionInput) =>
  a.eventId === b.eventId && a.marketKey === b.marketKey;

/** A slip store restored from local storage `slip_s`; every change is written back. */
export function createSlipSelectionsStore(now: () => number = Date.now): SlipSelectionsStore {
  return createStore<SlipSelectionsState>()((set, get) => {
    const save = (selections: SlipSelection[]) => {
      writeStored('local', STORAGE_KEYS.slip, selections);
      set({ selections });
    };
    return {
      selections: restore(),
      toggle: (input) => {
        const { selections } = get();
        if (selections.some((pick) => pick.outcomeId === input.outcomeId)) {
          save(selections.filter((pick) => pick.outcomeId !== input.outcomeId));
          return 'removed';
        }
        const added: SlipSelection = { ...input, addedAt: now() };
        const index = selections.findIndex((pick) => sameMarket(pick, input));
        if (index >= 0) {
          save(selections.map((pick, at) => (at === index ? added : pick)));
          return 'replaced';
        }
        if (selections.length >= SLIP_MAX_SELECTIONS) return 'full';
        save([...selections, added]);
        return 'added';
      },
      has: (outcomeId) => get().selections.some((pick) => pick.outcomeId === outcomeId),
      remove: (outcomeId) => save(get().selections.filter((pick) => pick.outcomeId !== outcomeId)),
      clear: () => save([]),
      updateOdds: (prices) => {
        const { selections } = get();
        if (!selections.some((pick) => prices[pick.outcomeId] !== undefined && prices[pick.outcomeId] !== pick.odds))
          return;
        save(selections.map((pick) => ({ ...pick, odds: prices[pick.outcomeId] ?? pick.odds })));
      },
    };
  });
}

/** The app's one slip; the bet slip, the odds buttons and the tab-bar badge all read it. */
export const slipSelections: SlipSelectionsStore = createSlipSelectionsStore();

/** True while the outcome is on the slip; re-renders only when that answer changes. */
export function useIsOnSlip(outcomeId: string): boolean {
  return useStore(slipSelections, (state) => state.has(outcomeId));
}

/** How many picks the slip holds (the tab-bar badge). */
export function useSlipCount(): number {
  return useStore(slipSelections, (state) => state.selections.length);
}

/** Any slice of the slip, for the bet slip itself. */
export function useSlipSelections<T>(selector: (state: SlipSelectionsState) => T): T {
  return useStore(slipSelections, selector);
}
