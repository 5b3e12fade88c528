import type { OddsPolicy } from '@playline/contract/bets-math';
import type { SlipContext } from './slip-types';

export interface OddsPolicyActions {
  setOddsPolicy(policy: OddsPolicy): void;
}

const POLICIES: readonly OddsPolicy[] = ['none', 'higher', 'any'];

/** The stored policy, else none (every price change is asked about). */
export const restoreOddsPolicy = (stored: unknown): OddsPolicy =>
  POLICIES.includes(stored as OddsPolicy) ? (stored as OddsPolicy) : 'none';

/** Which price changes the player takes without being asked; it outlives the picks (clearing keeps it). */
export function oddsPolicyActions({ save }: SlipContext): OddsPolicyActions {
  return { setOddsPolicy: (oddsPolicy) => save({ oddsPolicy }) };
}
