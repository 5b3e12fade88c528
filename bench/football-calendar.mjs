// Football calendar (issue 21): walks a simulated week hour by hour and reports, per UTC day, the hours with football
// in play or kicking off within the hour and the day's kick-offs, plus the hourly detail. Runs the server's own
// schedule in process (through tsx), on the public demo seed. `node bench/football-calendar.mjs`; WEEK_OF (an ISO
// date, a Monday by default 2026-11-23) and SEED tune it.
import { register } from 'tsx/esm/api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function benchFootballCalendar(
  weekOf = process.env.WEEK_OF ?? '2026-11-23',
  seed = process.env.SEED ?? 'playline',
) {
  const unregister = register();
  try {
    const { buildCatalogue } = await import('../apps/server/src/modules/sports/feed/catalogue.ts');
    const { createSchedule } = await import('../apps/server/src/modules/sports/feed/schedule.ts');
    const { weekCoverage } = await import('../apps/server/src/modules/sports/feed/coverage.ts');
    const catalogue = buildCatalogue(seed);
    const from = Date.parse(`${weekOf}T00:00:00Z`);
    const { hours, days } = weekCoverage(createSchedule(seed, catalogue), catalogue.leagues, 'football', from);
    return {
      weekOf,
      days: days.map((day) => ({ day: WEEKDAYS[day.weekday], coveredHours: day.coveredHours, kickOffs: day.kickOffs })),
      uncoveredHours: hours
        .filter((hour) => hour.live + hour.startingSoon === 0)
        .map((hour) => `${WEEKDAYS[hour.weekday]} ${String(hour.hour).padStart(2, '0')}:00`),
      hourly: hours.map(
        (hour) => `${WEEKDAYS[hour.weekday]} ${String(hour.hour).padStart(2, '0')} ${hour.live}+${hour.startingSoon}`,
      ),
    };
  } finally {
    await unregister();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify({ measuredAt: new Date().toISOString(), ...(await benchFootballCalendar()) }, null, 2));
}
