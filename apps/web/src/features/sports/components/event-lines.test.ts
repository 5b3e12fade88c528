import { describe, expect, it } from 'vitest';
import { columnsFor, lineKey, listLines, TWO_COLUMNS_FROM_PX } from './event-lines';
import { footballEvent } from './event-row.fixtures';

const at = (day: number, hour: number) => new Date(2026, 4, day, hour).toISOString();

describe('lines of a long event list', () => {
  const events = [at(1, 18), at(1, 19), at(1, 20), at(2, 12), at(2, 14)].map((startsAt, index) =>
    footballEvent(index + 1, { startsAt }),
  );
  const ids = (columns: number) =>
    listLines(events, columns).map((line) => (line.kind === 'day' ? 'day' : line.events.map((event) => event.id)));

  it('one event a line under each day when narrow', () => {
    expect(ids(1)).toEqual(['day', [1], [2], [3], 'day', [4], [5]]);
  });

  it('two a line, left to right in start order, never across a day when wide', () => {
    expect(ids(2)).toEqual(['day', [1, 2], [3], 'day', [4, 5]]);
  });

  it('turns two columns on from the width two phone-sized rows need', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(TWO_COLUMNS_FROM_PX - 1)).toBe(1);
    expect(columnsFor(TWO_COLUMNS_FROM_PX)).toBe(2);
  });

  it('keys a line by its day or first event and size, so a line that changes is measured again', () => {
    const lines = listLines(events, 2);
    expect(lines.map(lineKey)).toEqual([
      `day-${new Date(2026, 4, 1).getTime()}`,
      'event-1-2',
      'event-3-1',
      `day-${new Date(2026, 4, 2).getTime()}`,
      'event-4-2',
    ]);
  });
});
