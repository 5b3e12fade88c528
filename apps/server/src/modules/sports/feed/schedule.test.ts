import { isVirtualSport } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { CALENDARS, offsetOf } from './calendar/index';
import { buildCatalogue } from './catalogue';
import { createSchedule } from './schedule';
import { TIME } from './sports';

const WEEK = 7 * TIME.DAY;

describe('feed schedule', () => {
  const catalogue = buildCatalogue('alpha');
  const schedule = createSchedule('alpha', catalogue);
  const times = [Date.UTC(2026, 10, 22, 14, 32), Date.UTC(2027, 2, 3, 1, 5), Date.UTC(2026, 6, 15, 23, 59)];

  it.each(times)('has at least 1,000 events starting in the seven days after %i, sorted by start', (now) => {
    const events = schedule.eventsStartingBetween(now, now + WEEK, catalogue.leagues);
    // Esports alone run round the clock (thousands a week): the other sports must still fill the week.
    expect(events.filter((event) => event.sport !== 'esports').length).toBeGreaterThanOrEqual(1000);
    for (let i = 1; i < events.length; i++) expect(events[i]!.startsAt).toBeGreaterThanOrEqual(events[i - 1]!.startsAt);
    expect(events.every((event) => event.startsAt >= now && event.startsAt < now + WEEK)).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('starts events on quarter hours and decodes every id back to the same fixture', () => {
    // Virtual rounds run every 3 minutes (their own test); every other sport kicks off on quarter hours.
    const real = catalogue.leagues.filter((league) => !isVirtualSport(league.sport));
    const events = schedule.eventsStartingBetween(times[0]!, times[0]! + TIME.DAY, real);
    for (const event of events) {
      expect(event.startsAt % (15 * TIME.MINUTE)).toBe(0);
      expect(schedule.event(event.id)).toMatchObject({ id: event.id, startsAt: event.startsAt, home: event.home });
      expect(event.home.id).not.toBe(event.away.id);
    }
    expect(schedule.event(123)).toBeUndefined();
    expect(schedule.event(-5)).toBeUndefined();
  });

  it('pairs every competitor with every other twice a season, once at home', () => {
    const league = catalogue.leagues.find((candidate) => candidate.sport === 'football')!;
    const size = league.competitors.length;
    const meetings = new Set<string>();
    for (let round = 0; round < 2 * (size - 1); round++) {
      const events = schedule.roundEvents(league, round);
      expect(events).toHaveLength(size / 2);
      for (const event of events) meetings.add(`${event.home.id}-${event.away.id}`);
    }
    expect(meetings.size).toBe(size * (size - 1));
  });

  it('never has a competitor in two matches at once, in any league', () => {
    const real = catalogue.leagues.filter((league) => !isVirtualSport(league.sport));
    for (const league of real) {
      const lastEnd = new Map<number, number>();
      for (const event of schedule.eventsStartingBetween(times[0]!, times[0]! + 3 * WEEK, [league])) {
        for (const side of [event.home.id, event.away.id]) {
          expect(event.startsAt, `${league.name}: ${side}`).toBeGreaterThanOrEqual(lastEnd.get(side) ?? 0);
          lastEnd.set(side, event.endsAt);
        }
      }
    }
  });

  it('keeps every calendar in order: rounds by their first kick-off, each first kick-off within the cycle', () => {
    for (const [key, calendar] of Object.entries(CALENDARS)) {
      const firsts = calendar.rounds.map((kickOffs) => Math.min(...kickOffs.map(offsetOf)));
      expect(firsts, key).toEqual([...firsts].sort((a, b) => a - b));
      expect(firsts[0]!, key).toBeGreaterThanOrEqual(0);
      expect(firsts[firsts.length - 1]!, key).toBeLessThan(calendar.cycle);
    }
  });

  it('plays each league in its local time: a Saturday 15:00 in London is 15:00 UTC, in Tokyo 06:00 UTC', () => {
    const saturday = Date.UTC(2026, 10, 28);
    const kickOffsOf = (name: string) =>
      schedule
        .eventsStartingBetween(saturday, saturday + TIME.DAY, [
          catalogue.leagues.find((league) => league.name === name)!,
        ])
        .map((event) => new Date(event.startsAt).toISOString().slice(11, 16));
    expect(kickOffsOf('National Premier Division')).toContain('15:00');
    expect(kickOffsOf('Pro League One')).toContain('06:00');
    expect(kickOffsOf('Pro League One').every((time) => time < '11:00')).toBe(true);
  });
});
