import { describe, expect, it } from 'vitest';
import { builderPricing } from '#app/modules/bets/builder/price.ts';
import { eventModel } from '../models';
import { applyMargin, marketKey, toMarket } from '../pricing/margin';
import type { SimEvent } from '../schedule';
import { sampleEvents, simulatorAt, T0 } from '../test-support';
import { footballMarkets, KICK_OFF } from './football';
import { footballInput, marketSpecs } from './index';
import type { MarketSpec } from './spec';

const SEED = 'alpha';
const feed = simulatorAt(SEED);
const events = sampleEvents(feed, T0, 6).filter((event) => event.sport === 'football') as SimEvent[];
const specsOf = (event: SimEvent) =>
  marketSpecs(event, eventModel(SEED, event, event.startsAt), eventModel(SEED, event, null));
const byKey = (specs: MarketSpec[], key: string) => specs.find((spec) => marketKey(spec.type, spec.line) === key)!;

/** The chance each outcome wins and the chance it is void (stakes back), summed over the goals model's scores. */
function exactChances(event: SimEvent, spec: MarketSpec) {
  const model = eventModel(SEED, event, event.startsAt);
  if (model.kind !== 'poisson') throw new Error('football');
  const win = new Map<string, number>();
  const push = new Map<string, number>();
  const pmf = (mean: number, k: number) => {
    let p = Math.exp(-mean);
    for (let i = 1; i <= k; i++) p = (p * mean) / i;
    return p;
  };
  for (let h = 0; h <= 12; h++) {
    for (let a = 0; a <= 12; a++) {
      const p = pmf(model.home, h) * pmf(model.away, a);
      const score = { home: h, away: a };
      const settled = spec.settle({
        final: score,
        regular: score,
        periods: [],
        firstHalf: null,
        goals: [],
        corners: 0,
        cards: 0,
        method: null,
        roundsFought: null,
      });
      for (const code of settled.win) win.set(code, (win.get(code) ?? 0) + p);
      for (const code of settled.void ?? []) push.set(code, (push.get(code) ?? 0) + p);
    }
  }
  return { win, push };
}

describe('football market depth', () => {
  it('puts the result, total goals 2.5 and both teams to score on the main tab', () => {
    for (const event of events) {
      const main = specsOf(event)
        .filter((spec) => spec.group === 'main')
        .map((spec) => marketKey(spec.type, spec.line));
      expect(main.slice(0, 3)).toEqual(['1x2', 'ou:2.5', 'btts']);
    }
  });

  it('prices Asian lines from the goals model with the margin: backing any side, stakes back on a push, loses on average', () => {
    for (const event of events) {
      const specs = specsOf(event);
      for (const key of ['asian_ah:-1', 'asian_ah:0', 'asian_ah:1', 'asian_ou:2', 'asian_ou:3']) {
        const spec = byKey(specs, key);
        const odds = applyMargin(spec.outcomes, spec.margin);
        expect(odds.reduce((sum, each) => sum + 1 / each, 0)).toBeGreaterThan(1 + spec.margin - 0.01);
        const { win, push } = exactChances(event, spec);
        spec.outcomes.forEach((outcome, index) => {
          // An attacker's expected return per unit staked: the win at the odds, the push at its stake back.
          const expected = (win.get(outcome.code) ?? 0) * odds[index]! + (push.get(outcome.code) ?? 0);
          expect(expected, `${event.id} ${key} ${outcome.code}`).toBeLessThan(1);
        });
      }
    }
  });

  it('prices every anytime goalscorer below their chance of scoring, and settles each player who scored', () => {
    for (const event of events) {
      const spec = byKey(specsOf(event), 'anytime_scorer');
      const odds = applyMargin(spec.outcomes, spec.margin, spec.places);
      const model = eventModel(SEED, event, event.startsAt);
      if (model.kind !== 'poisson') continue;
      const input = footballInput(event, model);
      // Backing every player of both squads loses on average, and so does each one alone.
      let returned = 0;
      spec.outcomes.forEach((outcome, index) => {
        expect(odds[index]! * outcome.p).toBeLessThan(1);
        returned += odds[index]! * outcome.p;
      });
      expect(returned).toBeLessThan(spec.outcomes.length);
      const scorer = input.home.players[0]!;
      const settled = spec.settle({
        final: { home: 2, away: 0 },
        regular: { home: 2, away: 0 },
        periods: [],
        firstHalf: null,
        goals: [
          { minute: 10, side: 'home', playerId: scorer.id },
          { minute: 70, side: 'home', playerId: scorer.id },
        ],
        corners: 0,
        cards: 0,
        method: null,
        roundsFought: null,
      });
      expect(settled.win).toEqual([`p${scorer.id}`]);
      // In play, a player who has scored is certain: the catalogue suspends the price rather than pay at 1.01.
      const state = { ...KICK_OFF, score: { home: 1, away: 0 }, firstLeft: 0.5, scorers: [`p${scorer.id}`] };
      const live = footballMarkets(input, state).find((each) => each.type === 'anytime_scorer')!;
      expect(live.outcomes.find((outcome) => outcome.code === `p${scorer.id}`)!.p).toBe(1);
      const market = toMarket(event.id, live, 'open');
      expect(market.outcomes.find((outcome) => outcome.code === `p${scorer.id}`)!.status).toBe('suspended');
    }
  });

  it('refuses the new markets in the bet builder and prices dependent staples jointly (BTTS yes + over 0.5)', () => {
    const event = events[0]!;
    const joint = feed.jointModel(event, event.startsAt - 60_000)!;
    const btts = joint.marketChance({ marketKey: 'btts', code: 'yes' })!;
    // Both teams scoring means at least one goal: the pair's chance is BTTS's alone, not the product.
    expect(
      joint.chance([
        { marketKey: 'btts', code: 'yes' },
        { marketKey: 'ou:0.5', code: 'over' },
      ]),
    ).toBeCloseTo(btts, 9);
    for (const key of ['anytime_scorer', 'asian_ah:0', 'asian_ou:2']) {
      const spec = byKey(specsOf(event), key);
      expect(spec.builder).toBe(false);
      const price = builderPricing(joint, [
        { marketKey: key, code: spec.outcomes[0]!.code },
        { marketKey: '1x2', code: 'home' },
      ]);
      expect('refused' in price).toBe(true);
    }
  });
});
