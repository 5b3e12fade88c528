import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { bet, betList, serveBets } from '../mybets-test-kit';

async function myBets(path = '/mybets') {
  cacheUser();
  const view = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'My bets' });
  return view;
}

const listPaths = (calls: { path: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET').map((call) => call.path);

describe('my bets page', () => {
  it('gives a visitor the login dialog', async () => {
    mockFetch();
    renderApp({ path: '/mybets' });
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy();
  });

  it('lists open bets first, then asks the server for the chosen tab, dates and page', async () => {
    const { calls } = serveBets((url) =>
      url.pathname === '/api/client/bets'
        ? betList([bet({ id: Number(url.searchParams.get('page')) })], 45)
        : undefined,
    );
    const { user, router } = await myBets();
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(listPaths(calls)[0]).toBe('/api/client/bets?status=open&page=1&pageSize=20');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listPaths(calls)).toContain('/api/client/bets?status=open&page=2&pageSize=20'));
    await user.click(screen.getByRole('button', { name: 'Settled' }));
    await waitFor(() => expect(listPaths(calls)).toContain('/api/client/bets?status=settled&page=1&pageSize=20'));
    expect(screen.getByRole('button', { name: 'Settled' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByLabelText('From'), '01/05/2026');
    await waitFor(() =>
      expect(listPaths(calls)).toContain('/api/client/bets?status=settled&from=2026-05-01&page=1&pageSize=20'),
    );
    expect(router.state.location.search).toBe('?status=settled&from=2026-05-01');
  });

  it('opens on the tab, dates and page of the address, ignoring malformed values', async () => {
    const { calls } = serveBets((url) => (url.pathname === '/api/client/bets' ? betList([bet()], 60) : undefined));
    await myBets('/mybets?status=all&to=2026-05-03&from=yesterday&page=3');
    await screen.findByRole('article');
    expect(listPaths(calls)[0]).toBe('/api/client/bets?status=all&to=2026-05-03&page=3&pageSize=20');
  });

  it('says what to do when there are no open bets, and when the dates match nothing', async () => {
    serveBets((url) => (url.pathname === '/api/client/bets' ? betList([]) : undefined));
    const { user } = await myBets();
    expect(await screen.findByText('No open bets. Browse sports to place one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sports' }).getAttribute('href')).toBe('/sports');
    await user.type(screen.getByLabelText('To'), '01/05/2026');
    expect(await screen.findByText('No bets in these dates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No open bets. Browse sports to place one.')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    serveBets((url) => {
      if (url.pathname !== '/api/client/bets') return undefined;
      return fail ? json({ statusCode: 400, error: 'Bad Request', message: 'nope' }, 400) : betList([bet()]);
    });
    const { user } = await myBets();
    const message = await screen.findByText('Your bets could not be loaded.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByText('Your bets could not be loaded.')).toBeNull();
  });
});
