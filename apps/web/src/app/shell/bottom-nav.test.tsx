import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, statusResponse } from '#app/test/session.ts';

describe('the phone tab bar', () => {
  it('has My bets one tap away with the count of open bets, asked once as a one-row page', async () => {
    cacheUser();
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/auth/checkLoginStatus') return statusResponse(loggedIn());
      if (url.pathname !== '/api/client/bets') return undefined;
      asked.push(url.search);
      return json({ bets: [], total: 3 });
    });
    renderApp({ siteId: 84 });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const tab = await within(nav).findByRole('link', { name: /^My bets ?3 open bets$/ }, { timeout: 5000 });
    expect(tab.getAttribute('href')).toBe('/mybets');
    expect(asked).toEqual(['?status=open&page=1&pageSize=1']);
  });

  it('shows a visitor the tab without a count and asks nothing', async () => {
    const mock = mockFetch();
    renderApp({ siteId: 84 });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My bets' })).toBeTruthy();
    expect(fetchedPaths(mock).filter((path) => path.startsWith('/api/client/bets'))).toEqual([]);
  });
});
