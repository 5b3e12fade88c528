import type { MarketType } from '@playline/contract/sports';
import type { MatchFacts } from '../facts';
import type { MarketSpec } from '../markets/spec';
import { marketKey } from '../pricing/margin';

/**
 * The joint model of an event at a moment: the outcomes of the match as finite sets of weighted scenarios, the
 * same distribution its markets are priced from. A factor is a part of the match the model draws independently
 * of the others (football's goals, corners, cards); its scenarios are the facts its market types settle on.
 */
export interface Scenario {
  weight: number;
  facts: MatchFacts;
  /** With a factor's detail: which of its draws this scenario has (football: home, away or nobody scored first). */
  draw?: number;
}

/**
 * A part of a factor drawn within each scenario that only a few market types read (football: which player of the
 * side that scored first). Multiplying every scenario by it would multiply the model's size by the squad's; kept
 * apart, a leg of those types resolves it only when a combination holds one.
 */
export interface ScenarioDetail {
  /** Market types settled on the draw alone: on the facts of a draw's outcome, whatever the scenario's. */
  types: ReadonlySet<MarketType>;
  /** Each draw's outcomes, weighted by their chance within the draw. */
  draws: readonly (readonly Scenario[])[];
}

export interface JointFactor {
  /** The market types every scenario of this factor decides (their settle reads nothing else). */
  types: ReadonlySet<MarketType>;
  scenarios: Scenario[];
  /** Set when some of `types` are decided by a draw within each scenario: every scenario then has its `draw`. */
  detail?: ScenarioDetail;
}

/** One selection: a market of the event by key and an outcome code. */
export interface JointLeg {
  marketKey: string;
  code: string;
}

export interface JointModel {
  /**
   * The fair chance that every leg wins together; null when a leg's market is not one the model decides (or not
   * a market of the event). Legs of different factors multiply: the model draws those independently.
   */
  chance(legs: readonly JointLeg[]): number | null;
  /**
   * The chance the house buys the combination back at (cash-out): `chance` itself, except in play, where a price
   * step's model sells at the larger of its two ends' chances and buys back at the smaller (`lessGenerousJoint`).
   */
  chanceToBuyBack(legs: readonly JointLeg[]): number | null;
  /** The fair chance the leg's market itself prices the outcome at (its margin left out); null for no such outcome. */
  marketChance(leg: JointLeg): number | null;
  /** Scenarios over all factors and draws: what the model (and each leg's vector) costs in memory, for caches. */
  readonly size: number;
}

/** Facts with nothing happened: a factor's scenario fills in only what its markets read. */
export function scenarioFacts(partial: Partial<MatchFacts>): MatchFacts {
  const final = partial.final ?? { home: 0, away: 0 };
  return {
    final,
    regular: partial.regular ?? final,
    periods: [],
    firstHalf: null,
    goals: [],
    corners: 0,
    cards: 0,
    method: null,
    roundsFought: null,
    ...partial,
  };
}

/** Weights below this are left out of a factor (they cannot move a price by a cent). */
export const NEGLIGIBLE = 1e-13;

/** Where a leg wins: in its factor's scenarios, or (a leg of the detail's types) in each draw's outcomes. */
interface LegVector {
  factor: number;
  /** 1 where the leg wins in the factor's scenario of that index. */
  wins?: Uint8Array;
  /** Per draw of the factor's detail, 1 where the leg wins in the draw's outcome of that index. */
  byDraw?: Uint8Array[];
}

const winsIn = (spec: MarketSpec, code: string, scenarios: readonly Scenario[]) =>
  Uint8Array.from(scenarios, (scenario) => (spec.settle(scenario.facts).win.includes(code) ? 1 : 0));

/** Per draw, the chance (within the draw) that every detail leg wins; null with no detail leg. */
function drawChances(detail: ScenarioDetail | undefined, legs: readonly Uint8Array[][]): Float64Array | null {
  if (!detail || legs.length === 0) return null;
  return Float64Array.from(detail.draws, (outcomes, draw) => {
    let sum = 0;
    outcomes.forEach((outcome, index) => {
      if (legs.every((byDraw) => byDraw[draw]![index] === 1)) sum += outcome.weight;
    });
    return sum;
  });
}

function factorChance(factor: JointFactor, vectors: readonly LegVector[]): number {
  const wins = vectors.flatMap((vector) => (vector.wins ? [vector.wins] : []));
  const byDraw = drawChances(
    factor.detail,
    vectors.flatMap((vector) => (vector.byDraw ? [vector.byDraw] : [])),
  );
  const { scenarios } = factor;
  let sum = 0;
  for (let index = 0; index < scenarios.length; index++) {
    let all = true;
    for (const vector of wins) {
      if (vector[index] === 0) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    const scenario = scenarios[index]!;
    sum += byDraw ? scenario.weight * byDraw[scenario.draw!]! : scenario.weight;
  }
  return sum;
}

/**
 * The model over the event's market specs (the settle rules) and its factors. Which scenarios a leg wins in is
 * worked out once per leg and kept, so pricing a combination is a pass over the scenarios of its factors.
 */
export function createJointModel(specs: readonly MarketSpec[], factors: readonly JointFactor[]): JointModel {
  const byKey = new Map(specs.map((spec) => [marketKey(spec.type, spec.line), spec]));
  const vectors = new Map<string, LegVector | null>();

  function vectorOf(leg: JointLeg): LegVector | null {
    const id = `${leg.marketKey}/${leg.code}`;
    const known = vectors.get(id);
    if (known !== undefined) return known;
    const spec = byKey.get(leg.marketKey);
    const factor = spec ? factors.findIndex((candidate) => candidate.types.has(spec.type)) : -1;
    let vector: LegVector | null = null;
    if (spec && factor >= 0 && spec.outcomes.some((outcome) => outcome.code === leg.code)) {
      const { scenarios, detail } = factors[factor]!;
      vector = detail?.types.has(spec.type)
        ? { factor, byDraw: detail.draws.map((outcomes) => winsIn(spec, leg.code, outcomes)) }
        : { factor, wins: winsIn(spec, leg.code, scenarios) };
    }
    vectors.set(id, vector);
    return vector;
  }

  function chance(legs: readonly JointLeg[]): number | null {
    const groups = new Map<number, LegVector[]>();
    for (const leg of legs) {
      const vector = vectorOf(leg);
      if (!vector) return null;
      groups.set(vector.factor, [...(groups.get(vector.factor) ?? []), vector]);
    }
    let product = 1;
    for (const [factor, group] of groups) product *= factorChance(factors[factor]!, group);
    return Math.min(1, product);
  }

  return {
    size: factors.reduce(
      (sum, factor) =>
        sum + factor.scenarios.length + (factor.detail?.draws.reduce((count, draw) => count + draw.length, 0) ?? 0),
      0,
    ),

    marketChance(leg) {
      const outcome = byKey.get(leg.marketKey)?.outcomes.find((candidate) => candidate.code === leg.code);
      return outcome ? outcome.p : null;
    },

    chance,
    chanceToBuyBack: chance,
  };
}
