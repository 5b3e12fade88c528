import type { EventSummary, SportKey } from '@playline/contract/sports';

/** Events split by sport, sports in the order the list first names them, events in their own order. */
export function bySport(events: readonly EventSummary[]): [SportKey, EventSummary[]][] {
  const groups = new Map<SportKey, EventSummary[]>();
  for (const event of events) {
    const group = groups.get(event.sport);
    if (group) group.push(event);
    else groups.set(event.sport, [event]);
  }
  return [...groups];
}
