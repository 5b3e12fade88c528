import type { OddsPolicy } from '@playline/contract/bets-math';
import type { Save } from './slip-types';

export interface OddsPolicyActions {
  setOddsPolicy(policy: OddsPolicy): void;
}

/** Which price changes the player takes without being asked; it outlives the picks (clearing keeps it). */
export function oddsPolicyActions(save: Save): OddsPolicyActions {
  return { setOddsPolicy: (oddsPolicy) => save({ oddsPolicy }) };
}
