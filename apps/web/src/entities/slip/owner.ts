import type { Read, Save } from './slip-types';

export interface OwnerActions {
  /** The logged-in player changed: a logout or another player clears the slip; a visitor's slip is kept at login. */
  syncOwner(userId: number | null): void;
}

/** Whose slip it is: nobody else's picks survive a change of player (a shared device). */
export function ownerActions(save: Save, read: Read, clear: () => void): OwnerActions {
  return {
    syncOwner: (userId) => {
      const { owner } = read();
      if (owner === userId) return;
      if (owner !== null) clear();
      save({ owner: userId });
    },
  };
}
