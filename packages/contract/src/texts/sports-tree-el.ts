import type { SPORTS_TREE_EN } from './sports-tree-en';

/** Greek texts of the desktop's sports tree; the type makes a missing key a compile error. */
export const SPORTS_TREE_EL: Record<keyof typeof SPORTS_TREE_EN, string> = {
  'SportsTree.Title': 'Αθλήματα Α–Ω',
  'SportsTree.AllMatches': 'Όλοι οι αγώνες',
};
