import type { GAME_FRAME_EN } from './game-frame-en';

/** Greek texts of the game frame (the in-house engines, issue 7); the type makes a missing key a compile error. */
export const GAME_FRAME_EL: Record<keyof typeof GAME_FRAME_EN, string> = {
  'Game.Spin': 'Περιστροφή',
};
