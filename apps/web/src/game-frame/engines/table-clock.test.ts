import { describe, expect, it } from 'vitest';
import { createServerClock } from './table-clock';

describe('the table clock', () => {
  it("counts down on the server's time, not the device's", () => {
    let device = 1_000_000;
    const clock = createServerClock(() => device);
    // The device runs 90 s behind the server.
    clock.sync(1_090_000);
    const closesAt = 1_095_000;
    expect(clock.secondsUntil(closesAt)).toBe(5);
    device += 2_500;
    expect(clock.secondsUntil(closesAt)).toBe(3);
    device += 10_000;
    expect(clock.secondsUntil(closesAt)).toBe(0);
  });

  it('corrects itself on every message', () => {
    let device = 0;
    const clock = createServerClock(() => device);
    clock.sync(5_000);
    device = 1_000;
    clock.sync(4_000);
    expect(clock.now()).toBe(4_000);
  });
});
