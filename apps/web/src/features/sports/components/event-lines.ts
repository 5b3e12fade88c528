import type { EventSummary } from '@playline/contract/sports';
import { groupByDay } from './day-groups';

/**
 * From this width a list of events runs in two columns: two rows of at least 380 px side by side, a phone's
 * width each. The short lists (browse.module.css's `.rows`) switch at the same width with a container query.
 */
export const TWO_COLUMNS_FROM_PX = 760;

export const columnsFor = (width: number): 1 | 2 => (width >= TWO_COLUMNS_FROM_PX ? 2 : 1);

/** A line of a long list: a day's heading across the columns, or the events side by side on one line. */
export type ListLine = { kind: 'day'; day: number } | { kind: 'events'; events: EventSummary[] };

/** Events in start order under their local days, `columns` to a line (left to right, then down). */
export function listLines(events: readonly EventSummary[], columns: number): ListLine[] {
  return groupByDay(events).flatMap(({ day, items }) => {
    const lines: ListLine[] = [{ kind: 'day', day }];
    for (let start = 0; start < items.length; start += columns) {
      lines.push({ kind: 'events', events: items.slice(start, start + columns) });
    }
    return lines;
  });
}

/** A stable key for a line: its day, or its first event and how many share the line. */
export function lineKey(line: ListLine | undefined): string {
  if (!line) return 'missing';
  return line.kind === 'day' ? `day-${line.day}` : `event-${line.events[0]?.id}-${line.events.length}`;
}
