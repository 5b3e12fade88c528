/** English texts of in-play bet acceptance (issue 6). */
export const BETS_INPLAY_EN = {
  'Bets.InPlay.Waiting': 'Waiting for acceptance…',
};
