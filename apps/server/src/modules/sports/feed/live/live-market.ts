import type { Market } from '@playline/contract/sports';
import type { MarketSpec } from '../markets/spec';
import { applyMargin, MAX_ODDS, marketKey } from '../pricing/margin';

/** Below this chance an outcome is out of reach (a correct score already passed, a total already beaten). */
const IMPOSSIBLE = 1e-9;

/**
 * A market in play. Outcomes the score has put out of reach are suspended one by one and the margin is spread
 * over the ones still possible; a market whose result is already known (first-half markets after half time, a
 * total already passed) is suspended whole and looks settled (its winner at 1.01). Its key, outcomes and the rule
 * that settles it are those of the pre-match market, so a bet placed on it before or during play settles alike.
 */
export function toLiveMarket(eventId: number, spec: MarketSpec, suspended: boolean): Market {
  const key = marketKey(spec.type, spec.line);
  const places = spec.places ?? 1;
  const possible = spec.outcomes.filter((outcome) => outcome.p >= IMPOSSIBLE);
  const decided = possible.length <= places;
  const odds = decided ? [] : applyMargin(possible, spec.margin, places);
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
      const price = !reachable ? MAX_ODDS : decided ? 1.01 : odds[next++]!;
      return {
        id: `${eventId}/${key}/${outcome.code}`,
        code: outcome.code,
        ...(outcome.name === undefined ? {} : { name: outcome.name }),
        odds: price,
        status: reachable && status === 'open' ? 'open' : 'suspended',
      };
    }),
  };
}
