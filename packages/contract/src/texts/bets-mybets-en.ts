/** English texts of the bet mybets screens (issue 5). */
export const BETS_MYBETS_EN = {
  'Bets.Mybets.Title': 'Mybets',
} as const;
