import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('reconnect backoff', () => {
  it('doubles the ceiling per attempt from 0.5 s and never passes 30 s', () => {
    const ceiling = (attempt: number) => backoffDelay(attempt, () => 0.999_999);
    expect(ceiling(0)).toBe(BACKOFF_BASE_MS - 1);
    expect(ceiling(1)).toBe(2 * BACKOFF_BASE_MS - 1);
    expect(ceiling(3)).toBe(8 * BACKOFF_BASE_MS - 1);
    expect(ceiling(6)).toBe(BACKOFF_CAP_MS - 1);
    expect(ceiling(60)).toBe(BACKOFF_CAP_MS - 1);
    expect(ceiling(5000)).toBe(BACKOFF_CAP_MS - 1);
  });

  it('is fully jittered: anywhere from 0 up to the ceiling', () => {
    expect(backoffDelay(4, () => 0)).toBe(0);
    expect(backoffDelay(4, () => 0.5)).toBe(4_000);
    const delays = Array.from({ length: 200 }, () => backoffDelay(10));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(BACKOFF_CAP_MS);
    // 200 uniform draws over 30 s: all equal would mean no jitter at all.
    expect(new Set(delays).size).toBeGreaterThan(100);
  });
});
