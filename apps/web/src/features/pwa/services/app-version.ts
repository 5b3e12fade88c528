import { STORAGE_KEYS } from '@playline/contract/constants';
import { readStored, writeStored } from '#app/lib/storage.ts';
import { isStaleCache } from '#app/sw/cache-names.ts';

export type VersionChange = 'first-visit' | 'same' | 'changed';

/** Spec §9 `app_ver`: what the stored version says about this start. */
export function compareVersions(stored: string | null, running: string): VersionChange {
  if (stored === null) return 'first-visit';
  return stored === running ? 'same' : 'changed';
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Drops the runtime caches an older build of the worker made (their pages may point at assets that are gone). */
export async function dropStaleCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => isStaleCache(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (private mode, some embedded browsers): there is nothing of ours to drop.
  }
}

/**
 * On start: stores the running version; when it differs from a stored one, drops stale caches and reports the
 * change once (the caller says "what's new"). The version is stored at once, so a reload never reports it again.
 */
export function checkAppVersion(running: string): VersionChange {
  const change = compareVersions(readStored('local', STORAGE_KEYS.appVersion, null, isString), running);
  if (change !== 'same') writeStored('local', STORAGE_KEYS.appVersion, running);
  if (change === 'changed') void dropStaleCaches();
  return change;
}
