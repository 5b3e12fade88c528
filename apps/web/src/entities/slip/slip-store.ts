import { STORAGE_KEYS } from '@playline/contract/constants';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { writeStored } from '#app/lib/storage.ts';
import { type BuilderActions, builderActions } from './builder';
import { bankersOf, type ModeActions, modeActions } from './mode';
import { type OddsPolicyActions, oddsPolicyActions } from './odds-policy';
import { type OwnerActions, ownerActions } from './owner';
import { restoreSlip } from './restore';
import { type SelectionActions, selectionActions } from './selections';
import { EMPTY_SLIP, type SlipData, type SlipSelection } from './slip-types';
import { type StakeActions, stakeActions, stakesOf } from './stakes';

export interface SlipSelectionsState
  extends SlipData,
    SelectionActions,
    StakeActions,
    ModeActions,
    BuilderActions,
    OddsPolicyActions,
    OwnerActions {
  /** True while a placed slip waits for its in-play acceptance: picks cannot be added or taken off meanwhile. */
  locked: boolean;
  setLocked(locked: boolean): void;
  /** Empties the slip (selections, stakes, builder groups); the odds policy stays. */
  clear(): void;
  /** After a placement: these selections and builder groups leave the slip. */
  removePlaced(outcomeIds: readonly string[], builderEventIds: readonly number[]): void;
}

export type SlipSelectionsStore = StoreApi<SlipSelectionsState>;

/** The stored part of the state: the fields of a slip, without the actions. */
const dataOf = (state: SlipSelectionsState): SlipData =>
  Object.fromEntries(Object.keys(EMPTY_SLIP).map((key) => [key, state[key as keyof SlipData]])) as unknown as SlipData;

/**
 * A slip store restored from local storage `slip_s`; every change is written back. With `fixture` data it neither
 * reads nor writes storage (the /slip-test screen shows many slips at once). Each concern of the slip (its picks,
 * stakes, mode, builder groups, odds policy and owner) lives in its own module; this composes them.
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
      save({ selections, stakes: stakesOf(get().stakes, ids), bankers: bankersOf(get().bankers, ids) });
    };
    const clear = () => save({ ...EMPTY_SLIP, oddsPolicy: get().oddsPolicy, owner: get().owner });
    return {
      ...(fixture ? { ...EMPTY_SLIP, ...fixture } : restoreSlip()),
      locked: false,
      setLocked: (locked) => set({ locked }),
      ...selectionActions(save, get, keep, now),
      ...stakeActions(save, get),
      ...modeActions(save, get),
      ...builderActions(save, get),
      ...oddsPolicyActions(save),
      ...ownerActions(save, get, clear),
      clear,
      removePlaced: (outcomeIds, builderEventIds) => {
        save({ builder: get().builder.filter((group) => !builderEventIds.includes(group.eventId)) });
        keep(get().selections.filter((pick) => !outcomeIds.includes(pick.outcomeId)));
      },
    };
  });
}
