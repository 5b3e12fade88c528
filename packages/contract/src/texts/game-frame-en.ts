/** English texts of the game frame (the in-house engines, issue 7). */
export const GAME_FRAME_EN = {
  'Game.Spin': 'Spin',
};
