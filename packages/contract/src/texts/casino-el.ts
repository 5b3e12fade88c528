import type { CASINO_EN } from './casino-en';

/** Greek texts of the casino lobby and game screens (issue 7); the type makes a missing key a compile error. */
export const CASINO_EL: Record<keyof typeof CASINO_EN, string> = {
  'Casino.Title': 'Καζίνο',
};
