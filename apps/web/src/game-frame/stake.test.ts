import { describe, expect, it } from 'vitest';
import { createStakePicker, stakeSteps } from './stake';

describe('stakeSteps', () => {
  it('walks 1-2-5 steps between the limits, both included', () => {
    expect(stakeSteps(10, 10_000)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]);
    // A twenty-line slot: whole cents per line only.
    expect(stakeSteps(20, 10_000, 20)).toEqual([20, 100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(stakeSteps(25, 300)).toEqual([25, 50, 100, 200, 300]);
  });

  it('is one step when the game has one stake', () => {
    expect(stakeSteps(100, 100)).toEqual([100]);
  });
});

describe('the stake picker', () => {
  it('never leaves the limits', () => {
    const picker = createStakePicker({
      min: 10,
      max: 50,
      label: 'Stake',
      downLabel: 'down',
      upLabel: 'up',
      format: (minor) => `${minor}`,
    });
    const [down, up] = picker.element.querySelectorAll('button');
    expect(down?.disabled).toBe(true);
    up?.click();
    up?.click();
    up?.click();
    expect(picker.value).toBe(50);
    expect(up?.disabled).toBe(true);
    expect(picker.element.querySelector('output')?.textContent).toBe('50');
  });
});
