import type { HUB_EN } from './hub-en';

/** Greek texts of the realtime connection and hub notifications; the type makes a missing key a compile error. */
export const HUB_EL: Record<keyof typeof HUB_EN, string> = {
  'Hub.Reconnecting': 'Επανασύνδεση…',
  'Hub.Offline': 'Εκτός σύνδεσης: οι ζωντανές ενημερώσεις σε παύση',
  'Hub.BetWon': 'Κερδισμένο στοίχημα: {{amount}}',
};
