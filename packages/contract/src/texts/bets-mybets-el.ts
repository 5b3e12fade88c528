import type { BETS_MYBETS_EN } from './bets-mybets-en';

/** Greek texts of the bet mybets screens; the type makes a missing key a compile error. */
export const BETS_MYBETS_EL: Record<keyof typeof BETS_MYBETS_EN, string> = {
  'Bets.Mybets.Title': 'Mybets',
};
