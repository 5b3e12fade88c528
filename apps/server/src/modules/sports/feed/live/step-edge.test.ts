import type { Market } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import type { JointLeg } from '../joint/model';
import { marketKey } from '../pricing/margin';
import type { SimEvent } from '../schedule';
import { DAY, T0 } from '../test-support';
import { PRICE_STEP } from './clock';
import { MIN_EDGE } from './live-market';
import { openWithChance, steplessKit } from './step-edge-kit';

/**
 * A price holds through its price step; the exact chance of an outcome moves with the clock inside it. A player who
 * times a bet to either end of a step must still expect to lose: at any moment, odds × the exact chance then is at
 * most 1 / (1 + MIN_EDGE). Before, a step's price read its middle, and late correct scores, unders, basketball
 * totals and late leaders paid more than their chance at the step's end.
 */
const kit = steplessKit('step-edge');
let rng = 0x2545f491;
const random = () => {
  rng = (Math.imul(rng ^ (rng >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return rng / 4294967296;
};

/** Live events at random instants of three days with, for each, the first and last instant of a price step. */
function samples(count: number) {
  const found: { event: SimEvent; moments: number[] }[] = [];
  while (found.length < count) {
    const at = T0 + Math.floor(random() * 3 * DAY);
    const events = kit.live.liveEvents(at);
    const event = events[Math.floor(random() * events.length)];
    if (!event) continue;
    const start = event.startsAt + Math.floor((at - event.startsAt) / PRICE_STEP) * PRICE_STEP;
    found.push({ event, moments: [start, Math.min(start + PRICE_STEP, event.endsAt) - 1] });
  }
  return found;
}

const allMarkets = (event: SimEvent, at: number): Market[] => [
  ...kit.live.markets(event, at),
  kit.live.mainMarket(event, at),
];

// Pure arithmetic, but a lot of it: seconds on a quiet machine, past 20 s on a loaded 2-core one.
describe('in-play prices through a price step', { timeout: 90_000 }, () => {
  it('never pay more than the exact chance at any moment of the step, less MIN_EDGE, and keep the margin', () => {
    let checked = 0;
    let worst = 0;
    for (const { event, moments } of samples(700)) {
      for (const at of moments) {
        const specs = kit.exactSpecs(event, at);
        if (!specs) continue;
        for (const { market, outcome, p } of openWithChance(allMarkets(event, at), specs)) {
          checked++;
          worst = Math.max(worst, outcome.odds * p);
          expect(outcome.odds * p, `${event.sport} ${outcome.id} at ${at - event.startsAt}`).toBeLessThanOrEqual(
            1 / (1 + MIN_EDGE),
          );
          // Anytime goalscorer has several winners: its margin is over the expected scorers, each outcome checked above.
          if (market.type !== 'anytime_scorer' && market.outcomes.every((each) => each.status === 'open')) {
            const margin = specs.find((spec) => marketKey(spec.type, spec.line) === market.key)!.margin;
            const overround = market.outcomes.reduce((sum, each) => sum + 1 / each.odds, 0);
            expect(overround).toBeGreaterThanOrEqual(1 + margin - 1e-9);
          }
        }
      }
    }
    console.info(`${checked} open selections; largest odds × exact chance ${worst.toFixed(4)}`);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('sells builder combinations at no less, and buys them back at no more, than their exact chance in the step', () => {
    let checked = 0;
    for (const { event, moments } of samples(60)) {
      for (const at of moments) {
        const legs: JointLeg[] = kit.live
          .markets(event, at)
          .filter((market) => market.builder && market.status === 'open')
          .flatMap((market) =>
            market.outcomes
              .filter((outcome) => outcome.status === 'open')
              .map((outcome) => ({ marketKey: market.key, code: outcome.code })),
          );
        const exact = kit.exactJoint(event, at);
        if (legs.length === 0 || !exact) continue;
        const stepped = kit.live.joint(event, at);
        for (let k = 0; k < 12; k++) {
          const combination = [legs[Math.floor(random() * legs.length)]!, legs[Math.floor(random() * legs.length)]!];
          const picked = k % 3 === 0 ? combination.slice(0, 1) : combination;
          const now = exact.chance(picked);
          if (now === null) continue;
          checked++;
          const what = `${event.sport} ${JSON.stringify(picked)} at ${at - event.startsAt}`;
          expect(stepped.chance(picked)!, what).toBeGreaterThanOrEqual(now * (1 - 1e-9));
          expect(stepped.chanceToBuyBack(picked)!, what).toBeLessThanOrEqual(now * (1 + 1e-9));
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
