import { TEXT_CATALOGUES } from '@playline/contract/texts';
import { describe, expect, it } from 'vitest';
import { createTranslator, normalizeBulk } from '#app/lib/i18n/translator.ts';
import { dayBounds, dayLabel, groupByDay, localDay } from './day-groups';

const t = createTranslator(normalizeBulk({ 1: TEXT_CATALOGUES[1]!, 2: TEXT_CATALOGUES[2]! }), 1);
const at = (year: number, month: number, day: number, hour = 0) => new Date(year, month - 1, day, hour).getTime();

describe('day groups', () => {
  it('splits events in start order into local days', () => {
    const events = [at(2026, 5, 1, 18), at(2026, 5, 1, 21), at(2026, 5, 2, 0), at(2026, 5, 4, 12)].map((time, id) => ({
      id,
      startsAt: new Date(time).toISOString(),
    }));
    const groups = groupByDay(events);
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([[0, 1], [2], [3]]);
    expect(groups[1]?.day).toBe(at(2026, 5, 2));
  });

  it('names today and tomorrow, and other days by weekday and date in the language', () => {
    const now = at(2026, 5, 1, 15);
    expect(dayLabel(t, localDay(now), 'en-GB', now)).toBe('Today');
    expect(dayLabel(t, at(2026, 5, 2), 'en-GB', now)).toBe('Tomorrow');
    expect(dayLabel(t, at(2026, 5, 4), 'en-GB', now)).toBe('Monday 4 May');
    expect(dayLabel(t, at(2026, 5, 4), 'el-GR', now)).toBe('Δευτέρα 4 Μαΐου');
  });

  it("gives a day's bounds as instants for the API", () => {
    const { from, to } = dayBounds(at(2026, 5, 2));
    expect(new Date(from).getTime()).toBe(at(2026, 5, 2));
    expect(new Date(to).getTime()).toBe(at(2026, 5, 3) - 1);
  });
});
