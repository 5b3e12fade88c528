import { describe, expect, it } from 'vitest';
import { builderPricing } from '#app/modules/bets/builder/price.ts';
import { type FootballInput, type FootballState, fullTimeMatrix, KICK_OFF } from '../markets/football';
import { footballInput, marketSpecs } from '../markets/index';
import { eventModel } from '../models';
import { marketKey } from '../pricing/margin';
import type { SimEvent } from '../schedule';
import { DAY, sampleEvents, simulatorAt, T0 } from '../test-support';
import { footballFactors } from './football';
import { createJointModel, type JointLeg, NEGLIGIBLE, type Scenario, scenarioFacts } from './model';

const SEED = 'alpha';
const feed = simulatorAt(SEED);

/**
 * The oracle: every final score × the player who scores first, enumerated as one scenario each (~2,700 before
 * kick-off), as the model did before the scorer became a detail resolved only for first-scorer legs.
 */
function bruteForceGoals(input: FootballInput, state: FootballState): Scenario[] {
  const matrix = fullTimeMatrix(input, state);
  const scenarios: Scenario[] = [];
  const push = (weight: number, facts: Scenario['facts']) => {
    if (weight > NEGLIGIBLE) scenarios.push({ weight, facts });
  };
  const scored = state.firstScorer === null ? null : Number(state.firstScorer.slice(1));
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) {
      const weight = matrix.cells[h * matrix.size + a]!;
      if (weight <= NEGLIGIBLE) continue;
      const final = { home: h, away: a };
      const toCome = h - state.score.home + a - state.score.away;
      if (scored !== null)
        push(weight, scenarioFacts({ final, goals: [{ minute: 0, side: 'home', playerId: scored }] }));
      else if (toCome === 0) push(weight, scenarioFacts({ final }));
      else {
        const homeFirst = (h - state.score.home) / toCome;
        for (const [side, team, chance] of [
          ['home', input.home, homeFirst],
          ['away', input.away, 1 - homeFirst],
        ] as const) {
          for (const player of team.players) {
            push(
              weight * chance * player.share,
              scenarioFacts({ final, goals: [{ minute: 0, side, playerId: player.id }] }),
            );
          }
        }
      }
    }
  }
  return scenarios;
}

const inPlay = (input: FootballInput): FootballState[] => [
  { ...KICK_OFF, firstLeft: 0.4, corners: 3, cards: 1 },
  {
    ...KICK_OFF,
    score: { home: 1, away: 0 },
    firstHalf: { home: 1, away: 0 },
    firstLeft: 0,
    secondLeft: 0.7,
    firstScorer: `p${input.home.players[2]!.id}`,
  },
  { ...KICK_OFF, firstLeft: 0, secondLeft: 0.05 },
];

// Pure arithmetic, but a lot of it: seconds on a quiet machine, past 20 s on a loaded 2-core one.
describe('the first scorer as a detail of the football goal factor', { timeout: 90_000 }, () => {
  it('prices every pair and sampled triples of builder legs exactly as the enumeration of every first scorer', () => {
    const events = sampleEvents(feed, T0 + DAY, 2).filter((event) => event.sport.endsWith('football')) as SimEvent[];
    let compared = 0;
    for (const event of events.filter((each) => each.sport !== 'american-football')) {
      const model = eventModel(SEED, event, event.startsAt);
      if (model.kind !== 'poisson') continue;
      const input = footballInput(event, model);
      const specs = marketSpecs(event, model, eventModel(SEED, event, null)).filter((spec) => spec.builder);
      for (const state of [KICK_OFF, ...(event.sport === 'football' ? inPlay(input) : [])]) {
        const factors = footballFactors(input, state);
        const fast = createJointModel(specs, factors);
        // Final score × side scoring first, not × player: a cold model stays small (it was ~3,000 scenarios).
        expect(fast.size).toBeLessThan(700);
        const oracle = createJointModel(specs, [
          { ...factors[0]!, detail: undefined, scenarios: bruteForceGoals(input, state) },
          ...factors.slice(1),
        ]);
        const legs: JointLeg[] = specs.flatMap((spec) =>
          spec.outcomes.map((outcome) => ({ marketKey: marketKey(spec.type, spec.line), code: outcome.code })),
        );
        const scorers = legs.filter((leg) => leg.marketKey === 'first_scorer');
        const combos = [
          ...legs.flatMap((a, i) => legs.slice(i + 1).map((b) => [a, b])),
          ...scorers.flatMap((s, i) => [[s, legs[i % legs.length]!, legs[(i * 7 + 3) % legs.length]!]]),
          [scorers[0]!, scorers[0]!],
        ];
        for (const combo of combos) {
          const where = `${event.id} ${JSON.stringify(state.score)} ${combo.map((leg) => `${leg.marketKey}/${leg.code}`).join(' + ')}`;
          expect(Math.abs(fast.chance(combo)! - oracle.chance(combo)!), where).toBeLessThan(1e-9);
          const [price, expected] = [builderPricing(fast, combo), builderPricing(oracle, combo)];
          expect('odds' in price ? price.odds : price.refused, where).toBe(
            'odds' in expected ? expected.odds : expected.refused,
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
