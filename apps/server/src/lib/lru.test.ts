import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new Lru<string, string>(2, { maxWeight: 1_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the total weight within its bound and never keeps an entry heavier than the bound', () => {
    const cache = new Lru<string, string>(100, { maxWeight: 10, weigh: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['yyyy', 'zzzz']);
    cache.set('huge', 'h'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces a key without counting its old weight twice', () => {
    const cache = new Lru<string, string>(100, { maxWeight: 8, weigh: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('a', 'yyyy');
    cache.set('b', 'zzzz');
    expect([cache.get('a'), cache.get('b')]).toEqual(['yyyy', 'zzzz']);
  });

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
