import type { ClientState } from '#app/lib/client-store.ts';

/** The rules of spec §4 for the session time limit, in one place for every feature that counts or shows it. */
export type RgState = ClientState['responsibleGambling'];

/** A limit exists when it is greater than 0. */
export const hasTimeLimit = (rg: RgState): boolean => rg.timeLimitSeconds > 0;

/** Elapsed time is valid while it is less than the limit. */
export const isElapsedValid = (rg: RgState): boolean => rg.timeElapsedSeconds < rg.timeLimitSeconds;

/** The alert shows when the elapsed time equals the limit exactly. */
export const isLimitReached = (rg: RgState): boolean =>
  hasTimeLimit(rg) && rg.timeElapsedSeconds === rg.timeLimitSeconds;

/** The count goes on without a limit, and with one only while it is valid (it stops at the limit). */
export const shouldCount = (rg: RgState): boolean => !hasTimeLimit(rg) || isElapsedValid(rg);
