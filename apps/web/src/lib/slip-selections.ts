import type { BetType, OddsPolicy } from '@playline/contract/bets-math';
import { STORAGE_KEYS } from '@playline/contract/constants';
import type { MarketType, SportKey } from '@playline/contract/sports';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, writeStored } from './storage';

/** The most selections one slip holds; a further pick is refused with `full`. */
export const SLIP_MAX_SELECTIONS = 30;

/** Why a selection cannot be bet on any more (a 409 of the server said so). */
export type SelectionStatus = 'suspended' | 'removed';

/** One pick on the bet slip, as the slip needs it without asking the server again. */
export interface SlipSelection {
  /** The outcome's id (`eventId/marketKey/code`), unique across the catalogue. */
  outcomeId: string;
  eventId: number;
  marketKey: string;
  code: string;
  /** Decimal odds now, kept current with `updateOdds` and `applyChanges`. */
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
  /** The price the player last accepted, while the current one differs from it (the slip's up/down arrow). */
  previousOdds?: number;
  /** Set while the selection cannot be bet on. */
  status?: SelectionStatus;
}

export type SlipSelectionInput = Omit<SlipSelection, 'addedAt' | 'previousOdds' | 'status'>;

/** A bet-builder group: same-event picks combined into one bet, priced by the server. */
export interface BuilderGroup {
  eventId: number;
  picks: SlipSelectionInput[];
}

/**
 * What a toggle did: `full` means nothing changed because the slip already holds the maximum, `locked` because a
 * placed slip is waiting for its in-play acceptance.
 */
export type ToggleResult = 'added' | 'removed' | 'replaced' | 'full' | 'locked';

/** A price change the server reported (409 `odds_changed`). */
export interface SlipPriceChange {
  outcomeId: string;
  odds: number | null;
  status: 'open' | SelectionStatus;
}

/** The part of the slip kept in local storage `slip_s`. */
export interface SlipData {
  selections: SlipSelection[];
  /** Typed stake texts: per outcome id (singles), `multiple`, `system`, `builder:<eventId>`. */
  stakes: Record<string, string>;
  mode: BetType;
  /** System line sizes chosen ("2 from 4" is [2]). */
  sizes: number[];
  /** Outcome ids of the system's bankers. */
  bankers: string[];
  builder: BuilderGroup[];
  oddsPolicy: OddsPolicy;
  /** The player the slip belongs to (null: a visitor's); another player's slip is cleared. */
  owner: number | null;
}

export interface SlipSelectionsState extends SlipData {
  /** True while a placed slip waits for its in-play acceptance: picks cannot be added or taken off meanwhile. */
  locked: boolean;
  setLocked(locked: boolean): void;
  /** Adds the pick, or removes it when already there; another outcome of the same market is replaced. */
  toggle(selection: SlipSelectionInput): ToggleResult;
  has(outcomeId: string): boolean;
  remove(outcomeId: string): void;
  /** Empties the slip (selections, stakes, builder groups); the odds policy stays. */
  clear(): void;
  /** New prices from a refresh; selections not listed keep theirs. A change keeps the accepted price for the arrow. */
  updateOdds(prices: Record<string, number>): void;
  /** The server's current prices and statuses. */
  applyChanges(changes: readonly SlipPriceChange[]): void;
  /** The player accepts the current prices: the arrows go. */
  acceptChanges(): void;
  setStake(key: string, text: string): void;
  /** One stake for every single. */
  setStakeForAll(text: string): void;
  setMode(mode: BetType): void;
  setSizes(sizes: number[]): void;
  toggleBanker(outcomeId: string): void;
  /** Stores the event's builder group, replacing an earlier one; no picks removes it. */
  setBuilderGroup(eventId: number, picks: readonly SlipSelectionInput[]): void;
  setOddsPolicy(policy: OddsPolicy): void;
  /** After a placement: these selections and builder groups leave the slip. */
  removePlaced(outcomeIds: readonly string[], builderEventIds: readonly number[]): void;
  /** The logged-in player changed: a logout or another player clears the slip; a visitor's slip is kept at login. */
  syncOwner(userId: number | null): void;
}

export type SlipSelectionsStore = StoreApi<SlipSelectionsState>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOdds = (value: unknown): value is number => isFiniteNumber(value) && value > 1;

/** A stored pick is trusted only when every field has its type (an old or edited slip loses only that pick). */
export function isSlipSelection(value: unknown): value is SlipSelection {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    isText(pick.outcomeId) &&
    Number.isInteger(pick.eventId) &&
    isText(pick.marketKey) &&
    isText(pick.code) &&
    isOdds(pick.odds) &&
    (pick.name === undefined || typeof pick.name === 'string') &&
    typeof pick.eventName === 'string' &&
    isText(pick.marketType) &&
    (pick.line === null || isFiniteNumber(pick.line)) &&
    isText(pick.sport) &&
    isText(pick.startsAt) &&
    isFiniteNumber(pick.addedAt) &&
    (pick.previousOdds === undefined || isOdds(pick.previousOdds)) &&
    (pick.status === undefined || pick.status === 'suspended' || pick.status === 'removed')
  );
}

/** One pick per market even if an edited slip says otherwise: the first wins. */
function onePerMarket<T extends { eventId: number; marketKey: string }>(picks: T[]): T[] {
  const markets = new Set<string>();
  return picks.filter((pick) => {
    const market = `${pick.eventId}/${pick.marketKey}`;
    if (markets.has(market)) return false;
    markets.add(market);
    return true;
  });
}

const EMPTY: SlipData = {
  selections: [],
  stakes: {},
  mode: 'single',
  sizes: [],
  bankers: [],
  builder: [],
  oddsPolicy: 'none',
  owner: null,
};
const MODES: readonly BetType[] = ['single', 'multiple', 'system', 'builder'];
const POLICIES: readonly OddsPolicy[] = ['none', 'higher', 'any'];
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function isGroup(value: unknown): value is BuilderGroup {
  const group = value as BuilderGroup | null;
  return (
    typeof group === 'object' &&
    group !== null &&
    Number.isInteger(group.eventId) &&
    Array.isArray(group.picks) &&
    group.picks.every((pick) => isSlipSelection({ ...pick, addedAt: 0 }) && pick.eventId === group.eventId)
  );
}

/** Reads `slip_s`: today's object, or the list of picks earlier versions stored; anything broken is dropped. */
export function restoreSlip(): SlipData {
  const raw = readStored<unknown>('local', STORAGE_KEYS.slip, null, (value): value is unknown => true);
  const data = (Array.isArray(raw) ? { selections: raw } : (raw ?? {})) as Record<string, unknown>;
  const selections = onePerMarket(list(data.selections).filter(isSlipSelection)).slice(0, SLIP_MAX_SELECTIONS);
  const ids = new Set(selections.map((pick) => pick.outcomeId));
  const stakes = Object.fromEntries(
    Object.entries(typeof data.stakes === 'object' && data.stakes !== null ? data.stakes : {}).filter(
      ([, text]) => typeof text === 'string' && text.length <= 12,
    ),
  ) as Record<string, string>;
  return {
    selections,
    stakes,
    mode: MODES.includes(data.mode as BetType) ? (data.mode as BetType) : 'single',
    sizes: list(data.sizes).filter((size): size is number => Number.isInteger(size) && (size as number) > 0),
    bankers: list(data.bankers).filter((id): id is string => typeof id === 'string' && ids.has(id)),
    builder: list(data.builder).filter(isGroup),
    oddsPolicy: POLICIES.includes(data.oddsPolicy as OddsPolicy) ? (data.oddsPolicy as OddsPolicy) : 'none',
    owner: Number.isInteger(data.owner) ? (data.owner as number) : null,
  };
}

const sameMarket = (a: SlipSelectionInput, b: SlipSelectionInput) =>
  a.eventId === b.eventId && a.marketKey === b.marketKey;

/** A new price for a pick: the accepted one is remembered while they differ. */
function reprice(pick: SlipSelection, odds: number): SlipSelection {
  if (odds === pick.odds) return pick;
  const accepted = pick.previousOdds ?? pick.odds;
  const { previousOdds: _, ...rest } = pick;
  return odds === accepted ? rest : { ...rest, odds, previousOdds: accepted };
}

const dataOf = (state: SlipSelectionsState): SlipData => ({
  selections: state.selections,
  stakes: state.stakes,
  mode: state.mode,
  sizes: state.sizes,
  bankers: state.bankers,
  builder: state.builder,
  oddsPolicy: state.oddsPolicy,
  owner: state.owner,
});

/**
 * A slip store restored from local storage `slip_s`; every change is written back. With `fixture` data it neither
 * reads nor writes storage (the /slip-test screen shows many slips at once).
 */
export function createSlipSelectionsStore(
  now: () => number = Date.now,
  fixture?: Partial<SlipData>,
): SlipSelectionsStore {
  return createStore<SlipSelectionsState>()((set, get) => {
    const save = (change: Partial<SlipData>) => {
      set(change);
      if (!fixture) writeStored('local', STORAGE_KEYS.slip, dataOf(get()));
    };
    const keep = (selections: SlipSelection[]) => {
      const ids = new Set(selections.map((pick) => pick.outcomeId));
      const stakes = Object.fromEntries(
        Object.entries(get().stakes).filter(([key]) => !key.includes('/') || ids.has(key)),
      );
      save({ selections, stakes, bankers: get().bankers.filter((id) => ids.has(id)) });
    };
    return {
      ...(fixture ? { ...EMPTY, ...fixture } : restoreSlip()),
      locked: false,
      setLocked: (locked) => set({ locked }),
      toggle: (input) => {
        const { selections, locked } = get();
        if (locked) return 'locked';
        if (selections.some((pick) => pick.outcomeId === input.outcomeId)) {
          keep(selections.filter((pick) => pick.outcomeId !== input.outcomeId));
          return 'removed';
        }
        const added: SlipSelection = { ...input, addedAt: now() };
        const index = selections.findIndex((pick) => sameMarket(pick, input));
        if (index >= 0) {
          keep(selections.map((pick, at) => (at === index ? added : pick)));
          return 'replaced';
        }
        if (selections.length >= SLIP_MAX_SELECTIONS) return 'full';
        keep([...selections, added]);
        return 'added';
      },
      has: (outcomeId) => get().selections.some((pick) => pick.outcomeId === outcomeId),
      remove: (outcomeId) => keep(get().selections.filter((pick) => pick.outcomeId !== outcomeId)),
      clear: () => save({ ...EMPTY, oddsPolicy: get().oddsPolicy, owner: get().owner }),
      updateOdds: (prices) => {
        const { selections } = get();
        if (!selections.some((pick) => prices[pick.outcomeId] !== undefined && prices[pick.outcomeId] !== pick.odds))
          return;
        save({ selections: selections.map((pick) => reprice(pick, prices[pick.outcomeId] ?? pick.odds)) });
      },
      applyChanges: (changes) => {
        const byId = new Map(changes.map((change) => [change.outcomeId, change]));
        const selections = get().selections.map((pick) => {
          const change = byId.get(pick.outcomeId);
          if (!change) return pick;
          const { status: _, ...open } = change.odds === null ? pick : reprice(pick, change.odds);
          return change.status === 'open' ? open : { ...open, status: change.status };
        });
        save({ selections });
      },
      acceptChanges: () =>
        save({ selections: get().selections.map(({ previousOdds: _, ...pick }) => pick as SlipSelection) }),
      setStake: (key, text) => save({ stakes: { ...get().stakes, [key]: text } }),
      setStakeForAll: (text) =>
        save({
          stakes: { ...get().stakes, ...Object.fromEntries(get().selections.map((pick) => [pick.outcomeId, text])) },
        }),
      setMode: (mode) => save({ mode }),
      setSizes: (sizes) => save({ sizes: [...new Set(sizes)].sort((a, b) => a - b) }),
      toggleBanker: (outcomeId) => {
        const { bankers } = get();
        save({
          bankers: bankers.includes(outcomeId) ? bankers.filter((id) => id !== outcomeId) : [...bankers, outcomeId],
          sizes: [],
        });
      },
      setBuilderGroup: (eventId, picks) => {
        const others = get().builder.filter((group) => group.eventId !== eventId);
        const group = { eventId, picks: onePerMarket([...picks]) };
        save({ builder: picks.length === 0 ? others : [...others, group] });
      },
      setOddsPolicy: (oddsPolicy) => save({ oddsPolicy }),
      removePlaced: (outcomeIds, builderEventIds) => {
        save({ builder: get().builder.filter((group) => !builderEventIds.includes(group.eventId)) });
        keep(get().selections.filter((pick) => !outcomeIds.includes(pick.outcomeId)));
      },
      syncOwner: (userId) => {
        const { owner } = get();
        if (owner === userId) return;
        if (owner !== null) get().clear();
        save({ owner: userId });
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

/** How many picks the slip holds, builder groups counted as one each (the tab-bar badge). */
export function useSlipCount(): number {
  return useStore(slipSelections, (state) => state.selections.length + state.builder.length);
}

/** Any slice of the slip, for the bet slip itself. */
export function useSlipSelections<T>(selector: (state: SlipSelectionsState) => T): T {
  return useStore(slipSelections, selector);
}
