import type { BETS_SLIP_EN } from './bets-slip-en';

/** Greek texts of the bet slip screens; the type makes a missing key a compile error. */
export const BETS_SLIP_EL: Record<keyof typeof BETS_SLIP_EN, string> = {
  'Bets.Slip.Title': 'Slip',
};
