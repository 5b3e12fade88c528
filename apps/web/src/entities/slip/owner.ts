import type { SlipContext } from './slip-types';

export interface OwnerActions {
  /** The logged-in player changed: a logout or another player clears the slip; a visitor's slip is kept at login. */
  syncOwner(userId: number | null): void;
}

export const restoreOwner = (stored: unknown): number | null => (Number.isInteger(stored) ? (stored as number) : null);

/** Whose slip it is: nobody else's picks survive a change of player (a shared device). */
export function ownerActions({ read, save }: SlipContext, clear: () => void): OwnerActions {
  return {
    syncOwner: (userId) => {
      const { owner } = read();
      if (owner === userId) return;
      if (owner !== null) clear();
      save({ owner: userId });
    },
  };
}
