import type { EventSummary, SportKey } from '@playline/contract/sports';
import { SPORT_KEYS } from '@playline/contract/sports-keys';

/**
 * Events split by sport, sports in menu order (football first, as every sportsbook leads), each sport's events in
 * the list's own order.
 */
export function bySport(events: readonly EventSummary[]): [SportKey, EventSummary[]][] {
  const groups = new Map<SportKey, EventSummary[]>();
  for (const event of events) {
    const group = groups.get(event.sport);
    if (group) group.push(event);
    else groups.set(event.sport, [event]);
  }
  return [...groups].sort(([a], [b]) => SPORT_KEYS.indexOf(a) - SPORT_KEYS.indexOf(b));
}
