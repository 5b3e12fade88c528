/** English texts of the desktop's sports tree (issue 21). */
export const SPORTS_TREE_EN = {
  'SportsTree.Title': 'Sports A–Z',
  'SportsTree.AllMatches': 'All matches',
} as const;
