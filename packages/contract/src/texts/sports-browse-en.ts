/** English texts of the sports browse screens (issue 4). */
export const SPORTS_BROWSE_EN = {
  'Sports.Browse.Title': 'Browse',
} as const;
