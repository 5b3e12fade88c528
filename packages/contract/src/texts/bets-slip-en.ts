/** English texts of the bet slip screens (issue 5). */
export const BETS_SLIP_EN = {
  'Bets.Slip.Title': 'Slip',
} as const;
