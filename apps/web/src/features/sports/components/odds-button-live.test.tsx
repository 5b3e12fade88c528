import type { LiveUpdate } from '@playline/contract/hub';
import type { EventSummary } from '@playline/contract/sports';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as oddsFormat from '#app/entities/odds-format/odds-format.ts';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { liveOdds } from '#app/lib/realtime/live-odds.ts';
import { EventRow } from './event-row';
import { footballEvent, matchResult, renderWithApp } from './event-row.fixtures';

// Every odds button formats its price once per render: counting the calls counts the buttons that rendered.
vi.mock('#app/entities/odds-format/odds-format.ts', async (original) => {
  const actual = await original<typeof import('#app/entities/odds-format/odds-format.ts')>();
  return { ...actual, formatOdds: vi.fn(actual.formatOdds) };
});
const formatOdds = vi.mocked(oddsFormat.formatOdds);

function liveEvent(id: number): EventSummary {
  return footballEvent(id, {
    status: 'live',
    scoreboard: { home: 0, away: 0, periods: [], period: 1, minute: 12, phase: 'live' },
  });
}

function push(lines: { event: EventSummary; prices: [number, number, number] }[]): void {
  const update: LiveUpdate = {
    type: 'live',
    lines: lines.map(({ event, prices }) => ({
      eventId: event.id,
      status: 'live',
      scoreboard: event.scoreboard,
      mainMarket: matchResult(event.id, prices),
    })),
    started: [],
    ended: [],
  };
  act(() => {
    liveOdds.feed(update);
    liveOdds.flush();
  });
}

function List({ events }: { events: EventSummary[] }) {
  return (
    <>
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </>
  );
}

describe('odds buttons fed by the hub', () => {
  beforeEach(() => {
    slipSelections.getState().clear();
    formatOdds.mockClear();
  });

  it('re-renders only the button whose price was pushed, and flashes it', () => {
    const events = [liveEvent(701), liveEvent(702), liveEvent(703)];
    // Site 84 takes live bets (site 1, Playline, shows live scores without prices).
    renderWithApp(<List events={events} />, { siteId: 84 });
    // The hub's first word on these outcomes repeats the listed prices: nothing to show, nothing re-renders.
    push(events.map((event) => ({ event, prices: [2.1, 3.4, 3.2] })));
    formatOdds.mockClear();

    push([{ event: events[1]!, prices: [2.1, 3.6, 3.2] }]);

    // That one button twice (the new price, then its flash starting); none of the eight others, no row.
    expect(formatOdds.mock.calls).toEqual([
      [3.6, 'decimal'],
      [3.6, 'decimal'],
    ]);
    expect(screen.getByRole('button', { name: 'X 3.60 Price up' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'X 3.40' })).toHaveLength(2);
  });

  it('locks a pushed suspension in place and picks at the pushed price', async () => {
    const event = liveEvent(711);
    const { user } = renderWithApp(<EventRow event={event} />, { siteId: 84 });
    push([{ event, prices: [1.8, 3.4, 4.5] }]);
    await user.click(screen.getByRole('button', { name: /^1 1\.80/ }));
    expect(slipSelections.getState().selections[0]).toMatchObject({ outcomeId: '711/1x2/home', odds: 1.8 });

    const suspended = { ...matchResult(711, [1.8, 3.4, 4.5]), status: 'suspended' as const };
    act(() => {
      liveOdds.feed({
        type: 'live',
        lines: [{ eventId: 711, status: 'live', scoreboard: event.scoreboard, mainMarket: suspended }],
        started: [],
        ended: [],
      });
      liveOdds.flush();
    });
    expect(screen.getAllByRole('button', { name: /Suspended/ })).toHaveLength(3);
  });
});
