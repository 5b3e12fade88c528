import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { PreLiveSportEventPage } from './event-page';

const ROUTE = '/sports/event/:eventId';

function serveEvent(body: unknown, status = 200) {
  return mockFetch((url) => (url.pathname === '/api/sports/events/501' ? json(body, status) : undefined));
}

describe('event page', () => {
  it('shows the header, the market-group tabs in order and the main markets, with a bet-builder link', async () => {
    serveEvent(testEvent());
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arden Rovers v Belmont City' })).toBeTruthy();
    // Country names come in the player's language (Intl), whatever the feed calls them.
    expect(screen.getByText('United Kingdom · Premier Division')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Main', 'Goals', 'Players']);
    expect(screen.getByRole('tab', { name: 'Main' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Match result' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Both teams to score' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bet builder' }).getAttribute('href')).toBe('/sports/event/501/custom-bet');
    expect(screen.getByRole('link', { name: 'Match statistics' }).getAttribute('href')).toBe('/statistics/match/501');
  });

  it('switches to another group and keeps it in the address', async () => {
    serveEvent(testEvent());
    const { user, router } = renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    await user.click(await screen.findByRole('tab', { name: 'Goals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Goals' });
    expect(within(panel).getByRole('button', { name: 'Both teams to score' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Correct score' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Match result' })).toBeNull();
    expect(router.state.location.search).toBe('?group=goals');
  });

  it('has no bet-builder link when no market may be combined', async () => {
    const plain = testEvent();
    serveEvent({ ...plain, markets: plain.markets.map((market) => ({ ...market, builder: false })) });
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    await screen.findByRole('tab', { name: 'Main' });
    expect(screen.queryByRole('link', { name: 'Bet builder' })).toBeNull();
  });

  it('says the event was not found for a 404, with a way back', async () => {
    serveEvent({ statusCode: 404, error: 'Not Found', message: 'No event 501' }, 404);
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    expect(await screen.findByText(/could not find this event/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sports' }).getAttribute('href')).toBe('/sports');
  });

  it('does not ask the server about an id that is not a number', () => {
    const fetch = mockFetch();
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/abc', route: ROUTE });
    expect(screen.getByText('This link does not point to an event.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the final result instead of markets once the event is over', async () => {
    serveEvent(
      testEvent({
        status: 'finished',
        scoreboard: { home: 3, away: 1, periods: [], period: 2, minute: 90, phase: 'finished' },
      }),
    );
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    expect(await screen.findByText('Final result')).toBeTruthy();
    expect(screen.getByText('Full time')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Match result' })).toBeNull();
  });

  it('shows a match in play without markets on a brand without live betting (site 1), and with them where it has', async () => {
    const live = testEvent({
      status: 'live',
      scoreboard: { home: 1, away: 0, periods: [], period: 1, minute: 30, phase: 'live' },
    });
    serveEvent(live);
    const { unmount } = renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE, siteId: 1 });
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      'Live betting is not offered on Playline: follow the score and statistics of this match here.',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(1|X|2) \d/ })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Match statistics' })).toBeTruthy();
    unmount();
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE, siteId: 84 });
    expect(await screen.findByRole('button', { name: 'Match result' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
