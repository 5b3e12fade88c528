/** English texts of the sports event screens (issue 4). */
export const SPORTS_EVENT_EN = {
  'Sports.Event.Title': 'Event',
} as const;
