import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { weekCoverage } from './coverage';
import { createSchedule } from './schedule';
import { TIME } from './sports';

const SUNDAY = 0;
const TUESDAY = 2;
const SATURDAY = 6;
/** Two weeks in a row (fortnightly calendars alternate) from a Monday, and a week from a Thursday. */
const WEEKS = [Date.UTC(2026, 10, 23), Date.UTC(2026, 10, 30), Date.UTC(2025, 4, 15)];

describe('football calendar (issue 21)', () => {
  const catalogue = buildCatalogue('playline');
  const schedule = createSchedule('playline', catalogue);

  it.each(WEEKS)('has football in play or kicking off within the hour at 20+ hours of every day from %i', (from) => {
    const { days, hours } = weekCoverage(schedule, catalogue.leagues, 'football', from);
    expect(days).toHaveLength(7);
    for (const day of days) expect(day.coveredHours, `weekday ${day.weekday}`).toBeGreaterThanOrEqual(20);
    // The quiet hours are the real ones: after the Americas' late matches, before Asia's afternoon.
    const quiet = hours.filter((hour) => hour.live + hour.startingSoon === 0).map((hour) => hour.hour);
    expect(new Set(quiet)).toEqual(new Set(quiet.filter((hour) => hour >= 4 && hour <= 7)));
  });

  it.each(WEEKS)('is busiest at the weekend in the week from %i', (from) => {
    const { days } = weekCoverage(schedule, catalogue.leagues, 'football', from);
    const kickOffs = (weekday: number) => days.find((day) => day.weekday === weekday)!.kickOffs;
    expect(kickOffs(SATURDAY)).toBeGreaterThan(2 * kickOffs(TUESDAY));
    for (const weekend of [SATURDAY, SUNDAY]) {
      for (const day of days.filter((each) => each.weekday !== SATURDAY && each.weekday !== SUNDAY)) {
        expect(kickOffs(weekend)).toBeGreaterThan(day.kickOffs);
      }
    }
  });

  it('counts what lists show: in play from kick-off to the scheduled end, and starts within the next hour', () => {
    const from = WEEKS[0]!;
    const { hours } = weekCoverage(schedule, catalogue.leagues, 'football', from);
    const football = catalogue.leagues.filter((league) => league.sport === 'football');
    const saturdayEight = hours.find((hour) => hour.weekday === SATURDAY && hour.hour === 20)!;
    const events = schedule.eventsStartingBetween(saturdayEight.at - TIME.DAY, saturdayEight.at + TIME.HOUR, football);
    const at = saturdayEight.at;
    expect(saturdayEight.live).toBe(events.filter((event) => event.startsAt <= at && at < event.endsAt).length);
    expect(saturdayEight.startingSoon).toBe(events.filter((event) => event.startsAt > at).length);
    expect(saturdayEight.live).toBeGreaterThan(10);
  });
});
