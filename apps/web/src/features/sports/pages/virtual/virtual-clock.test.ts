import { describe, expect, it } from 'vitest';
import { formatCountdown, virtualClock } from './virtual-clock';

describe('virtual match clock', () => {
  it('runs 90 game minutes over two 45 s halves with a 5 s break', () => {
    expect(virtualClock(-1)).toEqual({ phase: 'not_started' });
    expect(virtualClock(0)).toEqual({ phase: 'live', minute: 1 });
    expect(virtualClock(22_500)).toEqual({ phase: 'live', minute: 23 });
    expect(virtualClock(44_999)).toEqual({ phase: 'live', minute: 45 });
    expect(virtualClock(45_000)).toEqual({ phase: 'break' });
    expect(virtualClock(50_000)).toEqual({ phase: 'live', minute: 46 });
    expect(virtualClock(94_999)).toEqual({ phase: 'live', minute: 90 });
    expect(virtualClock(95_000)).toEqual({ phase: 'finished' });
  });

  it('counts down in minutes and seconds, rounding up and stopping at zero', () => {
    expect(formatCountdown(125_000)).toBe('2:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });
});
