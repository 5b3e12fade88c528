import { describe, expect, it } from 'vitest';
import { crashDuration, flightMultiplier, multiplierAt, parseTarget } from './crash-curve';

describe('the crash climb', () => {
  it('starts at 1×, grows, and ends exactly on the crash point within 3 s', () => {
    const crash = 7.5;
    const duration = crashDuration(crash);
    expect(duration).toBeLessThanOrEqual(3000);
    expect(multiplierAt(0, crash)).toBe(1);
    expect(multiplierAt(duration / 2, crash)).toBeGreaterThan(1);
    expect(multiplierAt(duration / 2, crash)).toBeLessThan(crash);
    expect(multiplierAt(duration * 2, crash)).toBeCloseTo(crash, 10);
  });

  it('is short for an instant crash and capped for a huge one', () => {
    expect(crashDuration(1)).toBe(600);
    expect(crashDuration(900)).toBe(3000);
  });
});

describe('parseTarget', () => {
  it('takes 1.01 to the maximum, with a comma as decimal sign too', () => {
    expect(parseTarget('2,5', 1000)).toBe(2.5);
    expect(parseTarget('1.01', 1000)).toBe(1.01);
    expect(parseTarget('1', 1000)).toBeNull();
    expect(parseTarget('1001', 1000)).toBeNull();
    expect(parseTarget('50', 20)).toBeNull();
    expect(parseTarget('abc', 1000)).toBeNull();
  });
});

describe('flightMultiplier', () => {
  it("follows the server's flight: 1.00× at take-off, 2× at 4 s, rounded down to hundredths", () => {
    expect(flightMultiplier(0)).toBe(1);
    expect(flightMultiplier(4000)).toBe(2);
    expect(flightMultiplier(1514)).toBe(1.29);
  });
});
