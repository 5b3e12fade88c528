import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new LruCache<string>(2, 1_000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the total weight within its bound and never keeps an entry heavier than the bound', () => {
    const cache = new LruCache<string>(100, 10, (value) => value.length);
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
    const cache = new LruCache<string>(100, 8, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('a', 'yyyy');
    cache.set('b', 'zzzz');
    expect([cache.get('a'), cache.get('b')]).toEqual(['yyyy', 'zzzz']);
  });
});
