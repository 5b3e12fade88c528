import type { EventSummary, Market, Outcome, Outright } from '@playline/contract/sports';
import type { SlipSelectionInput } from '#app/entities/slip/slip-types.ts';

/** The event fields a pick needs: a summary, a detail or a live event all have them. */
export type SelectionEvent = Pick<EventSummary, 'id' | 'sport' | 'home' | 'away' | 'startsAt'>;

/** "Home FC – Away United": how the slip names the event of a pick. */
export function eventName(event: Pick<EventSummary, 'home' | 'away'>): string {
  return `${event.home.name} – ${event.away.name}`;
}

/** What the slip stores for an outcome of an event's market. */
export function eventSelection(event: SelectionEvent, market: Market, outcome: Outcome): SlipSelectionInput {
  return {
    outcomeId: outcome.id,
    eventId: event.id,
    marketKey: market.key,
    code: outcome.code,
    odds: outcome.odds,
    ...(outcome.name === undefined ? {} : { name: outcome.name }),
    eventName: eventName(event),
    marketType: market.type,
    line: market.line,
    sport: event.sport,
    startsAt: event.startsAt,
  };
}

/**
 * What the slip stores for an outright: it has no event, so the league stands in (its id as the event id, its
 * name as the event's, the season's end as the start), which keeps one pick per league market.
 */
export function outrightSelection(outright: Outright, market: Market, outcome: Outcome): SlipSelectionInput {
  return {
    outcomeId: outcome.id,
    eventId: outright.league.id,
    marketKey: market.key,
    code: outcome.code,
    odds: outcome.odds,
    ...(outcome.name === undefined ? {} : { name: outcome.name }),
    eventName: outright.league.name,
    marketType: market.type,
    line: market.line,
    sport: outright.league.sport,
    startsAt: outright.endsAt,
  };
}
