import type { VIRTUAL_EN } from './virtual-en';

/** Greek texts of the virtual sports screens (issue 7); the type makes a missing key a compile error. */
export const VIRTUAL_EL: Record<keyof typeof VIRTUAL_EN, string> = {
  'Virtual.Title': 'Εικονικά αθλήματα',
};
