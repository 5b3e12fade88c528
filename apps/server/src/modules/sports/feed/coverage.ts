import type { SportKey } from '@playline/contract/sports';
import type { SimLeague } from './catalogue';
import type { Schedule } from './schedule';
import { TIME } from './sports';

/** What a player finds at one whole hour: matches of the sport in play, or kicking off within the next hour. */
export interface HourCoverage {
  at: number;
  /** UTC day of the week, 0 Sunday … 6 Saturday. */
  weekday: number;
  hour: number;
  live: number;
  startingSoon: number;
}

export interface DayCoverage {
  weekday: number;
  /** Hours of the UTC day with a match of the sport in play or starting within the hour. */
  coveredHours: number;
  /** Matches of the sport kicking off that UTC day. */
  kickOffs: number;
}

export interface WeekCoverage {
  hours: HourCoverage[];
  days: DayCoverage[];
}

/**
 * The sport's offer at every whole hour of the seven days from `from`, a UTC midnight (issue 21: football at most
 * hours, weekends busiest). Reads the public schedule only; the scheduled end counts as in play.
 */
export function weekCoverage(
  schedule: Schedule,
  leagues: readonly SimLeague[],
  sport: SportKey,
  from: number,
): WeekCoverage {
  const ofSport = leagues.filter((league) => league.sport === sport);
  const to = from + 7 * TIME.DAY;
  const events = schedule.eventsStartingBetween(from - TIME.DAY, to + TIME.HOUR, ofSport);
  const hours = Array.from({ length: 7 * 24 }, (_, index): HourCoverage => {
    const at = from + index * TIME.HOUR;
    const date = new Date(at);
    let live = 0;
    let startingSoon = 0;
    for (const event of events) {
      if (event.startsAt <= at && at < event.endsAt) live++;
      else if (event.startsAt > at && event.startsAt <= at + TIME.HOUR) startingSoon++;
    }
    return { at, weekday: date.getUTCDay(), hour: date.getUTCHours(), live, startingSoon };
  });
  const days = new Map<number, DayCoverage>();
  for (const hour of hours) {
    const day = days.get(hour.weekday) ?? { weekday: hour.weekday, coveredHours: 0, kickOffs: 0 };
    if (hour.live + hour.startingSoon > 0) day.coveredHours++;
    days.set(hour.weekday, day);
  }
  for (const event of events) {
    if (event.startsAt >= from && event.startsAt < to) days.get(new Date(event.startsAt).getUTCDay())!.kickOffs++;
  }
  return { hours, days: [...days.values()] };
}
