import { STORAGE_KEYS } from '@playline/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeCacheName } from '#app/sw/cache-names.ts';
import { checkAppVersion, compareVersions } from './app-version';

describe('the app version check', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('tells a first visit, the same version and a new one apart', () => {
    expect(compareVersions(null, '1.0.0')).toBe('first-visit');
    expect(compareVersions('1.0.0', '1.0.0')).toBe('same');
    expect(compareVersions('1.0.0', '1.1.0')).toBe('changed');
  });

  it('stores the version on a first visit and reports nothing after', () => {
    expect(checkAppVersion('1.0.0')).toBe('first-visit');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appVersion) ?? 'null')).toBe('1.0.0');
    expect(checkAppVersion('1.0.0')).toBe('same');
  });

  it('reports a new version once and drops the caches of other versions only', async () => {
    const names = [runtimeCacheName('pages', '0.0.1'), runtimeCacheName('pages'), 'workbox-precache-v2-x', 'other'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    localStorage.setItem(STORAGE_KEYS.appVersion, JSON.stringify('0.0.1'));

    expect(checkAppVersion('0.0.2')).toBe('changed');
    expect(checkAppVersion('0.0.2')).toBe('same');
    await vi.waitFor(() => expect(deleted).toEqual([runtimeCacheName('pages', '0.0.1')]));
  });
});
