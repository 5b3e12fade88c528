import type { LIVE_EN } from './live-en';

/** Greek texts of the live betting screens; the type makes a missing key a compile error. */
export const LIVE_EL: Record<keyof typeof LIVE_EN, string> = {
  'Live.Title': 'Ζωντανό στοίχημα',
};
