import type { EventSummary } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { LiveScoresPage } from './live-scores-page';

const { markets: _m, groups: _g, ...base } = testEvent();
const otherLeague = { ...base.league, id: 8, name: 'Second Division' };

function scored(id: number, status: 'live' | 'finished', over: Partial<EventSummary> = {}): EventSummary {
  return {
    ...base,
    id,
    status,
    scoreboard: { home: 1, away: 0, periods: [], period: 2, minute: status === 'live' ? 55 : 90, phase: status },
    ...over,
  };
}

function serve(live: EventSummary[], results: EventSummary[]) {
  return mockFetch((url) => {
    if (url.pathname === '/api/sports/live-scores') return json({ events: live, total: live.length });
    if (url.pathname === '/api/sports/results') return json({ events: results, total: results.length });
    return undefined;
  });
}

// The page holds the hub's live channel: a fake socket stands in for the server.
beforeEach(() => installFakeHub());

describe('live scores page', () => {
  it("shows what is live now and today's results, grouped by league", async () => {
    serve(
      [
        scored(1, 'live'),
        scored(2, 'live', { league: otherLeague, home: { id: 5, name: 'Corvin' } }),
        scored(3, 'live'),
      ],
      [scored(4, 'finished')],
    );
    renderSports(<LiveScoresPage />, { path: '/live-scores' });
    const live = screen.getByRole('region', { name: 'Live now' });
    const premier = await within(live).findByRole('region', { name: 'Premier Division' });
    expect(
      within(premier)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sports/event/1', '/sports/event/3']);
    expect(within(premier).getAllByText("55'")).toHaveLength(2);
    expect(within(live).getByRole('region', { name: 'Second Division' })).toBeTruthy();
    const today = screen.getByRole('region', { name: "Today's results" });
    const finished = await within(today).findByRole('link');
    expect(finished.getAttribute('href')).toBe('/statistics/match/4');
    expect(within(finished).getByText('Full time')).toBeTruthy();
  });

  it('filters by sport and asks for the local day', async () => {
    const fetch = serve([], []);
    const { user } = renderSports(<LiveScoresPage />, { path: '/live-scores' });
    await user.click(screen.getByRole('button', { name: 'Tennis' }));
    await screen.findByText(/Nothing is in play right now/);
    const paths = fetchedPaths(fetch);
    expect(paths).toContain('/api/sports/live-scores?sport=tennis');
    const results = paths.find((path) => path.startsWith('/api/sports/results?sport=tennis'));
    const query = new URL(`http://x${results}`).searchParams;
    expect(new Date(query.get('from') ?? '').getHours()).toBe(0);
    expect(new Date(query.get('to') ?? '').getHours()).toBe(23);
  });

  it('says what to expect when nothing is live and nothing has finished', async () => {
    serve([], []);
    renderSports(<LiveScoresPage />, { path: '/live-scores' });
    expect(await screen.findByText(/Nothing is in play right now/)).toBeTruthy();
    expect(await screen.findByText('No finished matches yet today.')).toBeTruthy();
  });
});
