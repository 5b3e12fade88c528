import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, localDay } from './day-groups';

const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).toISOString();
const words = { today: 'Today', yesterday: 'Yesterday' };

describe('chat day groups', () => {
  it('cuts messages into runs of one local day', () => {
    const items = [at(2026, 5, 1, 9), at(2026, 5, 1, 23), at(2026, 5, 2, 0), at(2026, 5, 4)].map((createdAt) => ({
      createdAt,
    }));
    expect(groupByDay(items).map((group) => [group.day, group.items.length])).toEqual([
      ['2026-05-01', 2],
      ['2026-05-02', 1],
      ['2026-05-04', 1],
    ]);
  });

  it('names today and yesterday, and other days by date (with the year only for another year)', () => {
    const now = new Date(2026, 4, 12, 10);
    expect(dayLabel(localDay(now), now, 'en-US', words)).toBe('Today');
    expect(dayLabel('2026-05-11', now, 'en-US', words)).toBe('Yesterday');
    expect(dayLabel('2026-05-01', now, 'en-US', words)).toBe('Friday, May 1');
    expect(dayLabel('2025-12-31', now, 'en-US', words)).toBe('Wednesday, December 31, 2025');
    expect(dayLabel('2026-05-01', now, 'el-GR', words)).toContain('Μαΐου');
  });
});
