import type { HubServerMessage } from '@playline/contract/hub';
import type { EventDetail, EventSummary, Scoreboard } from '@playline/contract/sports';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { footballEvent } from '#app/features/sports/components/event-row.fixtures.tsx';
import { testEvent } from '#app/features/sports/components/market-fixtures.ts';
import { renderSports } from '#app/features/sports/components/market-test-kit.tsx';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { LiveEventPage } from './live-event-page';
import { LiveOverviewPage } from './live-overview-page';
import { LiveTrackerPage } from './live-tracker-page';
import { SchedulePage } from './schedule-page';

/** A brand with live betting (site 1 has none: its live events open on the pre-match page). */
const SITE = 77;

const board = (home: number, away: number, minute: number): Scoreboard => ({
  home,
  away,
  periods: [],
  period: 1,
  minute,
  phase: 'live',
});

function inPlay(id: number, over: Partial<EventSummary> = {}): EventSummary {
  return footballEvent(id, { status: 'live', scoreboard: board(0, 0, 20), ...over });
}

const LIVE_STATE: NonNullable<EventDetail['live']> = {
  stats: [
    { key: 'possession', home: 58, away: 42 },
    { key: 'corners', home: 3, away: 1 },
  ],
  situation: { kind: 'dangerous_attack', side: 'home', position: 82 },
  incidents: [{ minute: 17, side: 'home', kind: 'goal', player: 'J. Silva' }],
  suspendedUntil: null,
};

function liveDetail(over: Partial<EventDetail> = {}): EventDetail {
  return testEvent({ id: 501, status: 'live', scoreboard: board(1, 0, 23), live: LIVE_STATE, ...over });
}

/** Plays the server: opens the socket the page started and sends one message. */
function serverSends(message: HubServerMessage) {
  act(() => FakeHubSocket.latest.receive(message));
}

beforeEach(() => installFakeHub());

describe('live overview', () => {
  it('lists matches in play by sport with counted chips, and takes a pushed score in place', async () => {
    const events = [
      inPlay(1),
      inPlay(2),
      inPlay(3, { sport: 'tennis', scoreboard: { ...board(1, 0, 0), minute: null } }),
    ];
    const fetch = mockFetch((url) =>
      url.pathname === '/api/sports/events' ? json({ events, total: events.length }) : undefined,
    );
    renderSports(<LiveOverviewPage />, { siteId: SITE, path: '/live' });
    const football = await screen.findByRole('region', { name: 'Football' });
    expect(within(football).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tennis 1' })).toBeTruthy();
    const row = within(screen.getByRole('article', { name: 'Home 2 – Away 2' }));
    expect(row.getByRole('link', { name: /Home 2 – Away 2/ }).getAttribute('href')).toBe('/live/event/2');

    act(() => FakeHubSocket.latest.open());
    expect(FakeHubSocket.latest.subscribed()).toContain('live');
    serverSends({
      type: 'live',
      lines: [{ eventId: 2, status: 'live', scoreboard: board(1, 0, 21), mainMarket: events[1]!.mainMarket }],
      started: [],
      ended: [],
    });
    await waitFor(() => expect(row.getByText("21'")).toBeTruthy());
    // The row draws its scores from data-value (CSS), so the link's visible words stay inside its name.
    const scores = row.getByRole('link', { name: /Home 2 – Away 2/ }).querySelectorAll('strong');
    expect([...scores].map((score) => score.getAttribute('data-value'))).toEqual(['1', '0']);
    // One read of the list: the push changed it, nothing polled.
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/sports/events'))).toHaveLength(1);
  });

  it('reads the list again once when a match starts', async () => {
    let events = [inPlay(1)];
    const fetch = mockFetch((url) =>
      url.pathname === '/api/sports/events' ? json({ events, total: events.length }) : undefined,
    );
    renderSports(<LiveOverviewPage />, { siteId: SITE, path: '/live' });
    await screen.findByRole('article', { name: 'Home 1 – Away 1' });
    act(() => FakeHubSocket.latest.open());
    events = [inPlay(1), inPlay(4)];
    serverSends({ type: 'live', lines: [], started: [4], ended: [] });
    expect(await screen.findByRole('article', { name: 'Home 4 – Away 4' })).toBeTruthy();
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/sports/events'))).toHaveLength(2);
  });

  it('reads the list again when the servers lost messages between them (resync)', async () => {
    let events = [inPlay(1)];
    const fetch = mockFetch((url) =>
      url.pathname === '/api/sports/events' ? json({ events, total: events.length }) : undefined,
    );
    renderSports(<LiveOverviewPage />, { siteId: SITE, path: '/live' });
    await screen.findByRole('article', { name: 'Home 1 – Away 1' });
    act(() => FakeHubSocket.latest.open());
    // Match 4 started while the servers' Redis was down: its `live` message never came.
    events = [inPlay(1), inPlay(4)];
    serverSends({ type: 'resync' });
    expect(await screen.findByRole('article', { name: 'Home 4 – Away 4' })).toBeTruthy();
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/sports/events'))).toHaveLength(2);
  });

  it('says when nothing is in play and points to the schedule', async () => {
    mockFetch((url) => (url.pathname === '/api/sports/events' ? json({ events: [], total: 0 }) : undefined));
    renderSports(<LiveOverviewPage />, { siteId: SITE, path: '/live' });
    expect(await screen.findByText('No live events right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('/schedule');
  });
});

describe('live event', () => {
  function serveDetail(detail: EventDetail) {
    return mockFetch((url) => (url.pathname === '/api/sports/events/501' ? json(detail) : undefined));
  }

  it('shows the live scoreboard, situation, statistics, incidents and markets, and follows pushes', async () => {
    serveDetail(liveDetail());
    renderSports(<LiveEventPage />, { siteId: SITE, path: '/live/event/501', route: '/live/event/:eventId' });
    expect(await screen.findByText("23'")).toBeTruthy();
    expect(screen.getByText('Dangerous attack')).toBeTruthy();
    const stats = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(stats.getByRole('listitem', { name: 'Corners: Arden Rovers 3, Belmont City 1' })).toBeTruthy();
    const incidents = within(screen.getByRole('region', { name: 'Incidents' }));
    expect(incidents.getByText('J. Silva · Arden Rovers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match result' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Match tracker' }).getAttribute('href')).toBe('/live/streaming/501');
    expect(screen.getByRole('link', { name: 'Bet builder' }).getAttribute('href')).toBe('/live/event/501/custom-bet');

    act(() => FakeHubSocket.latest.open());
    expect(FakeHubSocket.latest.subscribed()).toContain('event:501');
    serverSends({
      type: 'event',
      eventId: 501,
      scoreboard: board(1, 1, 24),
      live: { ...LIVE_STATE, situation: { kind: 'corner', side: 'away', position: 10 } },
      removedMarkets: ['1x2'],
    });
    expect(await screen.findByText("24'")).toBeTruthy();
    expect(screen.getByText('Corner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Match result' })).toBeNull();
  });

  it('draws the tracker with the situation and who presses', async () => {
    serveDetail(liveDetail());
    renderSports(<LiveTrackerPage />, { siteId: SITE, path: '/live/streaming/501', route: '/live/streaming/:eventId' });
    expect(await screen.findByRole('img', { name: 'Dangerous attack: Arden Rovers' })).toBeTruthy();
    expect(screen.getByText('Arden Rovers has the ball')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recent incidents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All markets' }).getAttribute('href')).toBe('/live/event/501');
  });

  it('draws tennis on a tennis court with the server, and says sets in the incidents', async () => {
    serveDetail(
      liveDetail({
        sport: 'tennis',
        scoreboard: {
          home: 1,
          away: 0,
          periods: [
            { home: 6, away: 3 },
            { home: 2, away: 2 },
          ],
          period: 2,
          minute: null,
          phase: 'live',
          game: { home: 2, away: 3, server: 'away', tiebreak: false },
        },
        live: {
          ...LIVE_STATE,
          situation: { kind: 'serve', side: 'away', position: null },
          incidents: [{ minute: 1, side: 'home', kind: 'period_won', player: null }],
        },
      }),
    );
    renderSports(<LiveTrackerPage />, { siteId: SITE, path: '/live/streaming/501', route: '/live/streaming/:eventId' });
    const court = await screen.findByRole('img', { name: 'Serve: Belmont City' });
    expect(court.querySelector('[class*="tennis"]')).toBeTruthy();
    expect(court.querySelector('[class*="court"]')).toBeNull();
    expect(screen.getByText('Belmont City to serve')).toBeTruthy();
    expect(screen.queryByText(/has the ball/)).toBeNull();
    expect(screen.getByText('Set 2')).toBeTruthy();
    expect(screen.getByText('Set won')).toBeTruthy();
    expect(screen.getByText('Set 1')).toBeTruthy();
    expect(screen.queryByText('Period won')).toBeNull();
  });

  it('draws no tracker rather than a wrong one for a sport without a picture (darts)', async () => {
    serveDetail(
      liveDetail({
        sport: 'darts',
        scoreboard: { ...board(2, 1, 0), minute: null, period: 4 },
        live: { ...LIVE_STATE, situation: { kind: 'point', side: 'home', position: null } },
      }),
    );
    renderSports(<LiveTrackerPage />, { siteId: SITE, path: '/live/streaming/501', route: '/live/streaming/:eventId' });
    expect(await screen.findByText(/No match tracker for this sport/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Point/ })).toBeNull();
  });

  it('says the tracker waits for the start before a match is in play', async () => {
    serveDetail(liveDetail({ status: 'prematch', scoreboard: null, live: null }));
    renderSports(<LiveTrackerPage />, { siteId: SITE, path: '/live/streaming/501', route: '/live/streaming/:eventId' });
    expect(await screen.findByText('The tracker runs while the match is in play.')).toBeTruthy();
  });
});

describe('schedule', () => {
  it('offers the next seven days and reads the chosen one', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/sports/events' ? json({ events: [footballEvent(9)], total: 1 }) : undefined,
    );
    const { user } = renderSports(<SchedulePage />, { siteId: SITE, path: '/schedule' });
    const days = within(screen.getByRole('navigation', { name: 'Days' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]?.textContent).toBe('Today');
    expect(await screen.findByRole('region', { name: 'Football' })).toBeTruthy();
    await user.click(days[2]!);
    await waitFor(() => expect(days[2]?.getAttribute('aria-pressed')).toBe('true'));
    const reads = fetchedPaths(fetch).filter((path) => path.startsWith('/api/sports/events'));
    expect(reads).toHaveLength(2);
    expect(new URLSearchParams(reads[1]!.split('?')[1]).get('from')).not.toBe(
      new URLSearchParams(reads[0]!.split('?')[1]).get('from'),
    );
  });
});
