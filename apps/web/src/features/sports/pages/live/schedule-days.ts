import { localDay } from '#app/features/sports/components/day-groups.ts';

/** How many days ahead the schedule reaches, today included. */
export const SCHEDULE_DAYS = 7;

/** Local midnights of today and the next six days (calendar days, so a daylight-saving change cannot skip one). */
export function scheduleDays(now: number): number[] {
  const today = new Date(localDay(now));
  return Array.from({ length: SCHEDULE_DAYS }, (_, offset) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset).getTime(),
  );
}

/** `?day=` as an index into the schedule's days (0 = today), 0 for anything else. */
export function parseDayIndex(raw: string | null): number {
  const index = Number(raw);
  return Number.isInteger(index) && index >= 0 && index < SCHEDULE_DAYS ? index : 0;
}
