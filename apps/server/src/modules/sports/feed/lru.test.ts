import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('feed cache', () => {
  it('never holds more than its capacity and forgets the least recently used entry first', () => {
    const cache = new Lru<number, string>(3);
    for (let key = 0; key < 3; key++) cache.set(key, `v${key}`);
    expect(cache.get(0)).toBe('v0'); // 0 is now the most recent, 1 the least
    cache.set(3, 'v3');
    expect(cache.size).toBe(3);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.getOrCreate(0, () => 'new')).toBe('v0');
    for (let key = 10; key < 1000; key++) cache.getOrCreate(key, () => `v${key}`);
    expect(cache.size).toBe(3);
  });
});
