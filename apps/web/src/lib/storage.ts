/** JSON in local or session storage that never throws: private mode, quota and corrupt values fall back. */
export type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value when it parses and passes `isValid`, else `fallback`. */
export function readStored<T>(kind: StorageKind, key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = storage(kind)?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(kind: StorageKind, key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value still lives in memory for this visit.
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
