import type { SPORTS_BROWSE_EN } from './sports-browse-en';

/** Greek texts of the sports browse screens; the type makes a missing key a compile error. */
export const SPORTS_BROWSE_EL: Record<keyof typeof SPORTS_BROWSE_EN, string> = {
  'Sports.Browse.Title': 'Browse',
};
