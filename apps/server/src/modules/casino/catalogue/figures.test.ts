import { describe, expect, it } from 'vitest';
import { testFeed } from '#app/modules/sports/test-feed.ts';
import type { WheelSegment } from '../engines/types';
import { TOP_SLOT, WHEEL_LAYOUT, wheelReturns } from '../engines/wheel';
import { casinoCatalogue } from './catalogue';
import { ENGINE_RTP } from './figures';

const KINDS: WheelSegment[] = ['1', '2', '5', '10', '20', '40'];

/** A bet of 1 on `kind`, in percent: its return over every (top slot, wheel) stop, all equally likely. */
function wheelReturnPercent(kind: WheelSegment): number {
  let total = 0;
  for (const boost of TOP_SLOT) {
    for (const segment of WHEEL_LAYOUT) total += wheelReturns([{ segment: kind, stake: 1 }], { segment, boost })[0]!;
  }
  return (100 * total) / (TOP_SLOT.length * WHEEL_LAYOUT.length);
}

describe('the published returns', () => {
  it("publishes the money wheel's lowest bet return, as the engine pays it, to one decimal", () => {
    const lowest = Math.min(...KINDS.map(wheelReturnPercent));
    expect(ENGINE_RTP['live-wheel']).toBe(Math.round(lowest * 10) / 10);
  });

  it('shows that return on every money wheel table of the catalogue', () => {
    const wheels = casinoCatalogue(testFeed()).games.filter((entry) => entry.game.engine === 'live-wheel');
    expect(wheels.length).toBeGreaterThan(0);
    for (const { game } of wheels) expect(game.rtp).toBe(95.6);
  });
});
