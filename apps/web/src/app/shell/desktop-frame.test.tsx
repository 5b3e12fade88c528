import type { League } from '@playline/contract/sports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { setMediaQuery } from '#app/test/media.ts';
import { renderApp } from '#app/test/render-app.tsx';

const DESKTOP = '(min-width: 1024px)';
/** The shell's left column and the tree are lazy chunks of their own: on a busy machine they take a while. */
const LAZY = { timeout: 12_000 };

const league = (id: number, key: string, name: string, country: League['country'], eventCount: number): League => ({
  id,
  key,
  name,
  sport: 'football',
  country,
  popular: true,
  rank: id,
  eventCount,
  hasOutrights: false,
  hasStandings: true,
});
const italy = { key: 'italy', code: 'IT', name: 'Italy' };
const austria = { key: 'austria', code: 'AT', name: 'Austria' };
const serieA = league(1, 'serie-a', 'Serie Nazionale', italy, 22);
const serieB = league(2, 'serie-b', 'Serie Cadetti', italy, 20);
const bundesklasse = league(3, 'bundesklasse', 'Bundesklasse', austria, 10);

function serveCatalogue() {
  return mockFetch((url) => {
    if (url.pathname === '/api/sports') {
      return json({
        sports: [
          { key: 'football', prematchCount: 605, liveCount: 3, outrightCount: 2 },
          { key: 'tennis', prematchCount: 381, liveCount: 0, outrightCount: 0 },
          { key: 'basketball', prematchCount: 144, liveCount: 0, outrightCount: 0 },
          { key: 'mma', prematchCount: 0, liveCount: 0, outrightCount: 0 },
        ],
      });
    }
    if (url.pathname === '/api/sports/football') {
      // Most events first, as the server orders them: the tree puts them A–Z.
      return json({
        sport: 'football',
        countries: [
          { ...italy, eventCount: 42, leagues: [serieA, serieB] },
          { ...austria, eventCount: 10, leagues: [bundesklasse] },
        ],
      });
    }
    if (url.pathname === '/api/sports/events') return json({ events: [], total: 0 });
    return undefined;
  });
}

// Each test mounts the whole app and waits for lazy screens and the tree: more than the default 5 s on a busy CI.
describe('the desktop frame', { timeout: 30_000 }, () => {
  it('shows a sports tree A–Z with counts, open at the league on screen, which opens other leagues', async () => {
    setMediaQuery(DESKTOP, true);
    serveCatalogue();
    const { user, router } = renderApp({ path: '/sports/football/italy/serie-a' });
    const tree = within(await screen.findByRole('navigation', { name: 'Sports A–Z' }, LAZY));
    const football = await tree.findByRole('button', { name: /Football 605 matches/ }, LAZY);
    // Sports and countries A–Z (the server lists Italy first: more matches), and no sport with nothing to offer.
    await tree.findByRole('button', { name: /Austria/ });
    expect(tree.getAllByRole('button').map((button) => button.textContent?.split(' ')[0])).toEqual([
      'Basketball',
      'Football',
      'Austria',
      'Italy',
      'Tennis',
    ]);
    expect(football.getAttribute('aria-expanded')).toBe('true');
    expect(tree.getByRole('button', { name: /Italy 42 matches/ }).getAttribute('aria-expanded')).toBe('true');
    const current = tree.getByRole('link', { name: /Serie Nazionale/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(tree.getByRole('link', { name: /Serie Cadetti 20 matches/ }).getAttribute('aria-current')).toBeNull();
    expect(tree.queryByRole('link', { name: /Bundesklasse/ })).toBeNull();

    await user.click(tree.getByRole('button', { name: /Austria/ }));
    await user.click(tree.getByRole('link', { name: /Bundesklasse 10 matches/ }));
    expect(router.state.location.pathname).toBe('/sports/football/austria/bundesklasse');
    await waitFor(() =>
      expect(tree.getByRole('link', { name: /Bundesklasse/ }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('can be used with the keyboard alone: arrows move, open and close', async () => {
    setMediaQuery(DESKTOP, true);
    serveCatalogue();
    const { user } = renderApp({ path: '/sports' });
    const tree = within(await screen.findByRole('navigation', { name: 'Sports A–Z' }, LAZY));
    const basketball = await tree.findByRole('button', { name: /Basketball/ }, LAZY);
    basketball.focus();
    await user.keyboard('{ArrowDown}');
    const football = tree.getByRole('button', { name: /Football/ });
    expect(document.activeElement).toBe(football);
    await user.keyboard('{ArrowRight}');
    expect(football.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tree.getByRole('link', { name: 'All matches' }));
    await user.keyboard('{ArrowDown}');
    const austria = await tree.findByRole('button', { name: /Austria/ });
    expect(document.activeElement).toBe(austria);
    await user.keyboard('{Enter}');
    expect(austria.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tree.getByRole('link', { name: /Bundesklasse/ }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(austria);
    await user.keyboard('{ArrowLeft}');
    expect(austria.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tree.getByRole('button', { name: /Tennis/ }));
  });

  it('puts the slip beside the sports pages only: the casino and help have none, nor the tree', async () => {
    setMediaQuery(DESKTOP, true);
    serveCatalogue();
    // The slip's column is drawn with the frame (its content loads after): two side columns beside a sports page.
    const sports = renderApp({ path: '/sports/football' });
    expect(await screen.findByRole('heading', { name: 'Bet slip' }, LAZY)).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Site sections' }, LAZY);
    expect(screen.getAllByRole('complementary')).toHaveLength(2);
    sports.unmount();
    for (const path of ['/casino', '/help']) {
      const view = renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toBeTruthy();
      const side = await screen.findByRole('navigation', { name: 'Site sections' }, LAZY);
      expect(screen.getAllByRole('complementary')).toEqual([side.closest('aside')]);
      expect(screen.queryByRole('heading', { name: 'Bet slip' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Sports A–Z' })).toBeNull();
      view.unmount();
    }
  });

  it('on a phone draws neither the tree nor asks for its sports', async () => {
    const fetch = serveCatalogue();
    renderApp({ path: '/sports/football/italy/serie-a' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Serie Nazionale' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sports A–Z' })).toBeNull();
    expect(fetchedPaths(fetch)).not.toContain('/api/sports');
  });
});
