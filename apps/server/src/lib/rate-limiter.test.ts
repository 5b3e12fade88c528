import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (a token bucket per key)', () => {
  it('lets a burst through, refuses the next call with the wait, and refills at the rate', () => {
    const limiter = new RateLimiter({ burst: 3, perMinute: 60 });
    const now = 1_000_000;
    expect([0, 1, 2].map(() => limiter.take('a', now))).toEqual([0, 0, 0]);
    expect(limiter.take('a', now)).toBe(1000);
    expect(limiter.take('b', now)).toBe(0);
    expect(limiter.take('a', now + 999)).toBeGreaterThan(0);
    expect(limiter.take('a', now + 2000)).toBe(0);
  });

  it('never admits more than burst + rate × elapsed calls, whatever the timing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 200 }),
        (burst, perMinute, gaps) => {
          const limiter = new RateLimiter({ burst, perMinute });
          let now = 0;
          let admitted = 0;
          for (const gap of gaps) {
            now += gap;
            if (limiter.take('k', now) === 0) admitted += 1;
          }
          expect(admitted).toBeLessThanOrEqual(burst + Math.floor((now * perMinute) / 60_000));
        },
      ),
    );
  });

  it('forgets the least recently seen keys beyond its bound', () => {
    const limiter = new RateLimiter({ burst: 1, perMinute: 1 }, 2);
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 0)).toBe(0);
  });
});
