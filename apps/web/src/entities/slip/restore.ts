import { STORAGE_KEYS } from '@playline/contract/constants';
import { readStored } from '../../lib/storage';
import { restoreBuilder } from './builder';
import { bankersOf, restoreMode, restoreSizes } from './mode';
import { restoreOddsPolicy } from './odds-policy';
import { restoreOwner } from './owner';
import { restoreSelections } from './selections';
import type { SlipData } from './slip-types';
import { restoreStakes } from './stakes';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads `slip_s`: today's object, or the list of picks earlier versions stored; anything broken is dropped. */
export function restoreSlip(): SlipData {
  const raw = readStored<unknown>('local', STORAGE_KEYS.slip, null, (value): value is unknown => true);
  const data = (Array.isArray(raw) ? { selections: raw } : (raw ?? {})) as Record<string, unknown>;
  const selections = restoreSelections(list(data.selections));
  return {
    selections,
    stakes: restoreStakes(data.stakes),
    mode: restoreMode(data.mode),
    sizes: restoreSizes(list(data.sizes)),
    bankers: bankersOf(list(data.bankers), new Set(selections.map((pick) => pick.outcomeId))),
    builder: restoreBuilder(list(data.builder)),
    oddsPolicy: restoreOddsPolicy(data.oddsPolicy),
    owner: restoreOwner(data.owner),
  };
}
