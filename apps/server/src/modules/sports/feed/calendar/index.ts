import type { Calendar } from './calendar';
import { FOOTBALL_CALENDARS } from './football';
import { OTHER_CALENDARS } from './other-sports';

export type { Calendar, KickOff } from './calendar';
export { offsetOf } from './calendar';

export const CALENDARS = { ...FOOTBALL_CALENDARS, ...OTHER_CALENDARS } satisfies Record<string, Calendar>;
export type CalendarKey = keyof typeof CALENDARS;
