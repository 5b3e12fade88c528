import type { Market } from '@playline/contract/sports';
import type { MarketSpec } from '../markets/spec';
import { MAX_ODDS, marketKey, type PricedOutcome } from '../pricing/margin';

/** Below this chance an outcome is out of reach (a correct score already passed, a total already beaten). */
const IMPOSSIBLE = 1e-9;
/**
 * The least edge the house keeps on any single outcome in play: odds × chance ≤ 1 / (1 + MIN_EDGE). The margin's
 * spread gives a heavy favourite almost none (and rounding to the nearest cent, or the 1.01 floor, could give it
 * less than none), and late in a match many outcomes are heavy favourites.
 */
export const MIN_EDGE = 0.01;
const MIN_ODDS = 1.01;

/**
 * In-play odds: the margin spread as before kick-off (`applyMargin`), at least MIN_EDGE on every outcome, rounded
 * down to the cent. NaN for an outcome too sure to price at 1.01 with that edge (it is suspended).
 */
function liveOdds(outcomes: readonly PricedOutcome[], margin: number, places: number): number[] {
  const spread = outcomes.length > 1 ? margin / (outcomes.length - 1) : 0;
  return outcomes.map(({ p }) => {
    const share = p / places;
    const implied = Math.max((share + spread * (1 - share)) * places, p * (1 + MIN_EDGE));
    const odds = Math.floor(100 / implied) / 100;
    return odds < MIN_ODDS ? Number.NaN : Math.min(MAX_ODDS, odds);
  });
}

/**
 * A market in play. Outcomes the score has put out of reach are suspended one by one and the margin is spread
 * over the ones still possible; a market whose result is already known (first-half markets after half time, a
 * total already passed) is suspended whole and looks settled (its winner at 1.01). Its key, outcomes and the rule
 * that settles it are those of the pre-match market, so a bet placed on it before or during play settles alike.
 * An outcome too sure to carry the house's edge at 1.01 is suspended too (`liveOdds`).
 */
export function toLiveMarket(eventId: number, spec: MarketSpec, suspended: boolean): Market {
  const key = marketKey(spec.type, spec.line);
  const places = spec.places ?? 1;
  const possible = spec.outcomes.filter((outcome) => outcome.p >= IMPOSSIBLE);
  const decided = possible.length <= places;
  const odds = decided ? [] : liveOdds(possible, spec.margin, places);
  let next = 0;
  const status = suspended || decided ? 'suspended' : 'open';
  return {
    key,
    type: spec.type,
    line: spec.line,
    group: spec.group,
    status,
    builder: spec.builder,
    outcomes: spec.outcomes.map((outcome) => {
      const reachable = outcome.p >= IMPOSSIBLE;
      const priced = !reachable ? MAX_ODDS : decided ? MIN_ODDS : odds[next++]!;
      const tooSure = Number.isNaN(priced);
      return {
        id: `${eventId}/${key}/${outcome.code}`,
        code: outcome.code,
        ...(outcome.name === undefined ? {} : { name: outcome.name }),
        odds: tooSure ? MIN_ODDS : priced,
        status: reachable && !tooSure && status === 'open' ? 'open' : 'suspended',
      };
    }),
  };
}
