/** English texts of the casino lobby and game screens (issue 7). */
export const CASINO_EN = {
  'Casino.Title': 'Casino',
};
