import type { Read, Save } from './slip-types';

export interface StakeActions {
  setStake(key: string, text: string): void;
  /** One stake for every single. */
  setStakeForAll(text: string): void;
}

/** The stakes that still have a bet: a single's stake (keyed by its outcome id) goes with its pick. */
export function stakesOf(stakes: Record<string, string>, outcomeIds: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(stakes).filter(([key]) => !key.includes('/') || outcomeIds.has(key)));
}

/** The typed stake texts: per single (by outcome id), `multiple`, `system`, `builder:<eventId>`. */
export function stakeActions(save: Save, read: Read): StakeActions {
  return {
    setStake: (key, text) => save({ stakes: { ...read().stakes, [key]: text } }),
    setStakeForAll: (text) =>
      save({
        stakes: { ...read().stakes, ...Object.fromEntries(read().selections.map((pick) => [pick.outcomeId, text])) },
      }),
  };
}
