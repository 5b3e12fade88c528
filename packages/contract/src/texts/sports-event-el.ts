import type { SPORTS_EVENT_EN } from './sports-event-en';

/** Greek texts of the sports event screens; the type makes a missing key a compile error. */
export const SPORTS_EVENT_EL: Record<keyof typeof SPORTS_EVENT_EN, string> = {
  'Sports.Event.Title': 'Event',
};
