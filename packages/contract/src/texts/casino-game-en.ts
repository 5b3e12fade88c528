/** English texts of the casino game screen around the frame (issue 7). */
export const CASINO_GAME_EN = {
  'CasinoGame.Close': 'Close',
};
