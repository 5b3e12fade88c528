import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle } from './login-throttle';
import { MemoryWindowStore } from './window-store';

const MINUTE = 60_000;
const throttle = () => new LoginThrottle(new MemoryWindowStore(DEFAULT_LOGIN_LIMITS.windowMs), DEFAULT_LOGIN_LIMITS);

/** `n` failed attempts on one account, a second apart, starting at `t0`. */
function fail(subject: LoginThrottle, n: number, t0 = 0, account = 'playline:alice', ip = '10.0.0.1') {
  const results = [];
  for (let i = 0; i < n; i++) results.push(subject.begin(account, ip, t0 + i * 1000));
  return results;
}

describe('login throttle', () => {
  it('delays from the 4th attempt, doubling from 250 ms up to 4 s', () => {
    const delays = fail(throttle(), 10).map((a) => (a.blocked ? -1 : a.delayMs));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('blocks the 11th attempt on an account and lets it in again when the window has moved on', () => {
    const subject = throttle();
    fail(subject, 10);
    const blocked = subject.begin('playline:alice', '10.0.0.1', 10_000);
    expect(blocked).toEqual({ blocked: true, retryAfterMs: 15 * MINUTE - 10_000 });
    expect(subject.begin('playline:alice', '10.0.0.1', 15 * MINUTE + 1).blocked).toBe(false);
  });

  it('blocks an address after 50 failures spread over many accounts', () => {
    const subject = throttle();
    for (let i = 0; i < 50; i++) expect(subject.begin(`playline:user${i}`, '10.0.0.9', i).blocked).toBe(false);
    expect(subject.begin('playline:someone', '10.0.0.9', 60).blocked).toBe(true);
    expect(subject.begin('playline:someone', '10.0.0.10', 60).blocked).toBe(false);
  });

  it('forgets the account failures after a success, and the successful attempt does not count for the address', () => {
    const subject = throttle();
    fail(subject, 5);
    const attempt = subject.begin('playline:alice', '10.0.0.1', 6000);
    if (attempt.blocked) throw new Error('unexpected block');
    subject.succeeded('playline:alice', '10.0.0.1', attempt.attempt);
    expect(subject.begin('playline:alice', '10.0.0.1', 7000)).toMatchObject({ blocked: false, delayMs: 0 });
  });
});
