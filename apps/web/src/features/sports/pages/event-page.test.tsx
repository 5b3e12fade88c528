import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent, testMarket } from '../components/market-fixtures';
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

  it('puts total goals 2.5 and both teams to score on a football match’s main tab, and adds one to the slip', async () => {
    const markets = [
      testMarket(501, '1x2', [
        ['home', 2.1],
        ['draw', 3.4],
        ['away', 3.6],
      ]),
      testMarket(
        501,
        'ou',
        [
          ['over', 1.95],
          ['under', 1.85],
        ],
        { line: 2.5 },
      ),
      testMarket(501, 'btts', [
        ['yes', 1.8],
        ['no', 2.0],
      ]),
      testMarket(501, 'anytime_scorer', [['p7', 2.6, 'J. Silva']], { group: 'players' }),
      testMarket(
        501,
        'asian_ah',
        [
          ['home', 1.9],
          ['away', 1.9],
        ],
        { line: -1, group: 'handicaps' },
      ),
    ];
    serveEvent(testEvent({ markets, groups: ['main', 'handicaps', 'players'] }));
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    expect(await screen.findByRole('button', { name: 'Match result' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Total 2.5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Both teams to score' })).toBeTruthy();
    const over = screen.getByRole('button', { name: /Over.*1\.95/ });
    over.click();
    expect(await screen.findByRole('button', { name: /Over.*1\.95/, pressed: true })).toBeTruthy();
    screen.getByRole('tab', { name: 'Handicaps' }).click();
    expect(await screen.findByRole('button', { name: 'Asian handicap -1' })).toBeTruthy();
    screen.getByRole('tab', { name: 'Players' }).click();
    expect(await screen.findByRole('button', { name: 'Anytime goalscorer' })).toBeTruthy();
  });

  it('names a tennis match’s totals tab Totals, its set and game markets, and shows no empty draws column', async () => {
    const markets = [
      testMarket(
        501,
        'set_winner',
        [
          ['home', 1.6],
          ['away', 2.2],
        ],
        { line: 2 },
      ),
      testMarket(
        501,
        'game_winner',
        [
          ['home', 1.3],
          ['away', 3.2],
        ],
        { line: 2.05 },
      ),
      testMarket(501, 'set_score', [
        ['2-0', 2.5],
        ['2-1', 4.0],
        ['1-2', 5.0],
        ['0-2', 4.5],
      ]),
      testMarket(
        501,
        'ou',
        [
          ['over', 2.6],
          ['under', 1.45],
        ],
        { line: 2.5, group: 'goals' },
      ),
    ];
    serveEvent(testEvent({ sport: 'tennis', markets, groups: ['main', 'goals'] }));
    renderSports(<PreLiveSportEventPage />, { path: '/sports/event/501', route: ROUTE });
    expect(await screen.findByRole('button', { name: 'Set 2 winner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set 2, game 5 winner' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Main', 'Totals']);
    expect(screen.getByText('Home wins')).toBeTruthy();
    expect(screen.queryByText('Draws')).toBeNull();
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
