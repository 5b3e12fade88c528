import type { CASINO_GAME_EN } from './casino-game-en';

/** Greek texts of the casino game screen around the frame (issue 7); the type makes a missing key a compile error. */
export const CASINO_GAME_EL: Record<keyof typeof CASINO_GAME_EN, string> = {
  'CasinoGame.Close': 'Κλείσιμο',
};
