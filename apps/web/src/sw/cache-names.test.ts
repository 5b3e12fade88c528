import { describe, expect, it } from 'vitest';
import { currentCacheNames, isStaleCache, runtimeCacheName } from './cache-names';

describe("the worker's cache names", () => {
  it('keeps every runtime cache of this version, the build files included', () => {
    for (const name of currentCacheNames('1.2.0')) expect(isStaleCache(name, '1.2.0'), name).toBe(false);
    expect(currentCacheNames('1.2.0')).toContain(runtimeCacheName('assets', '1.2.0'));
  });

  it("drops another version's caches, and never Workbox's precache or others' caches", () => {
    expect(isStaleCache('playline-assets-v1.1.0', '1.2.0')).toBe(true);
    expect(isStaleCache('playline-pages-v1.1.0', '1.2.0')).toBe(true);
    expect(isStaleCache('workbox-precache-v2-http://site1.localhost/', '1.2.0')).toBe(false);
    expect(isStaleCache('someone-else', '1.2.0')).toBe(false);
  });
});
