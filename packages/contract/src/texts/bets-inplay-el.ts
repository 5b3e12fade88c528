import type { BETS_INPLAY_EN } from './bets-inplay-en';

/** Greek texts of in-play bet acceptance; the type makes a missing key a compile error. */
export const BETS_INPLAY_EL: Record<keyof typeof BETS_INPLAY_EN, string> = {
  'Bets.InPlay.Waiting': 'Αναμονή αποδοχής…',
};
