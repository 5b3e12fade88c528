import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouletteWheel, restingAngle, SPIN_MS, WHEEL_ORDER } from './roulette-wheel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const motion = (reduce: boolean) => vi.stubGlobal('matchMedia', () => ({ matches: reduce }));
/** Where the rotor rests, as a turn in [0, 360). */
const normal = (angle: number) => ((angle % 360) + 360) % 360;

describe('the roulette wheel', () => {
  it('draws the 37 pockets of the single-zero wheel, each number once, in red, black and green', () => {
    const wheel = createRouletteWheel();
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(wheel.element.querySelectorAll('.rotor path')).toHaveLength(37);
    const labels = [...wheel.element.querySelectorAll('.rotor text')].map((text) => Number(text.textContent));
    expect(labels).toEqual([...WHEEL_ORDER]);
    const fills = new Set([...wheel.element.querySelectorAll('.rotor path')].map((path) => path.getAttribute('fill')));
    expect(fills.size).toBe(3);
    expect(wheel.element.getAttribute('aria-hidden')).toBe('true');
  });

  it("turns forward a few times and rests with the server's number under the pointer", async () => {
    vi.useFakeTimers();
    motion(false);
    const wheel = createRouletteWheel();
    const rotor = wheel.element.querySelector('.rotor') as SVGGElement;
    let rested = false;
    void wheel.spinTo(17).then(() => {
      rested = true;
    });
    expect(rotor.style.transition).toContain(`${SPIN_MS}ms`);
    expect(wheel.angle).toBeLessThanOrEqual(-4 * 360);
    expect(normal(wheel.angle)).toBeCloseTo(normal(restingAngle(17)), 6);
    await vi.advanceTimersByTimeAsync(SPIN_MS - 1);
    expect(rested).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(rested).toBe(true);
    const first = wheel.angle;
    void wheel.spinTo(0);
    expect(wheel.angle).toBeLessThan(first);
    expect(normal(wheel.angle)).toBeCloseTo(0, 6);
  });

  it('with reduced motion is set on the number at once, without a transition', async () => {
    motion(true);
    const wheel = createRouletteWheel();
    await wheel.spinTo(26);
    const rotor = wheel.element.querySelector('.rotor') as SVGGElement;
    expect(rotor.style.transition).toBe('none');
    expect(normal(wheel.angle)).toBeCloseTo(normal(restingAngle(26)), 6);
    expect(normal(restingAngle(26))).toBeCloseTo(360 / 37, 6); // the last pocket sits one step anticlockwise of 0
  });
});
