/** English texts of the live betting screens (issue 6). */
export const LIVE_EN = {
  'Live.Title': 'Live betting',
};
