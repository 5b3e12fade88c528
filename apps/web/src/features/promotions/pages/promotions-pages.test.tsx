import type { PromotionDetail, PromotionSummary } from '@playline/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLoginDialog, currentLoginRequest } from '#app/lib/login-dialog.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn } from '#app/test/session.ts';

const DAY = 24 * 3600_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const promotion = (slug: string, area: PromotionSummary['area'], extra: Partial<PromotionSummary> = {}) => ({
  slug,
  area,
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  startsAt: iso(-2),
  endsAt: iso(12.5),
  requiresOptIn: true,
  optedIn: null,
  ...extra,
});

const LIST: PromotionSummary[] = [
  promotion('welcome-bet-offer', 'sports'),
  promotion('weekend-free-spins', 'casino', { optedIn: true }),
  promotion('thursday-slot-tournament', 'casino', { startsAt: iso(4), endsAt: iso(30) }),
];

const detail = (extra: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotion('weekend-free-spins', 'casino'),
  html: '<p>Spin <strong>free</strong></p><img src=x onerror="alert(1)">',
  termsHtml: '<ol><li>One per person.</li></ol>',
  ...extra,
});

afterEach(() => closeLoginDialog());

describe('promotions index', () => {
  it('lists the offers as cards with their dates and badge, filtered by area', async () => {
    mockFetch((url) => (url.pathname === '/api/promotions/1' ? json(LIST) : undefined));
    const { user, router } = renderApp({ siteId: 149, path: '/promotions' });
    const cards = await screen.findAllByRole('link', { name: /Title of/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/promotions/welcome-bet-offer',
      '/promotions/weekend-free-spins',
      '/promotions/thursday-slot-tournament',
    ]);
    expect(within(cards[0]!).getByText(/^Ends in 1[23] days$/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Opted in')).toBeTruthy();
    expect(within(cards[2]!).getByText(/^Starts /)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Casino' }));
    expect(router.state.location.search).toBe('?area=casino');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Title of/ })).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Casino' }).getAttribute('aria-pressed')).toBe('true');
    // No live casino offer: no chip for it.
    expect(screen.queryByRole('button', { name: 'Live casino' })).toBeNull();
  });

  it('speaks Greek on the Greek site and says so when there is nothing', async () => {
    mockFetch((url) => (url.pathname === '/api/promotions/2' ? json([]) : undefined));
    renderApp({ siteId: 44, path: '/promotions' });
    expect(await screen.findByText(/Δεν υπάρχουν προσφορές αυτή τη στιγμή/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Προσφορές' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/promotions/1') return undefined;
      calls += 1;
      return calls === 1 ? json({ statusCode: 400, error: 'Bad Request', message: 'no' }, 400) : json(LIST);
    });
    const { user } = renderApp({ siteId: 149, path: '/promotions' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /Title of/ })).toHaveLength(3);
  });
});

describe('one promotion', () => {
  it('shows the sanitised offer and terms, and asks a visitor to log in to opt in', async () => {
    mockFetch((url) => (url.pathname === '/api/promotions/1/weekend-free-spins' ? json(detail()) : undefined));
    const { user } = renderApp({ siteId: 149, path: '/promotions/weekend-free-spins' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of weekend-free-spins' })).toBeTruthy();
    expect(await screen.findByText('free')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText('One per person.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');

    await user.click(screen.getByRole('button', { name: 'Log in to opt in' }));
    expect(currentLoginRequest()).toEqual({ returnUrl: '/promotions/weekend-free-spins' });
  });

  it('lets a player opt in and out, refreshing the page from the server', async () => {
    cacheUser();
    let optedIn = false;
    const mock = mockFetch((url, init) => {
      if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn());
      if (url.pathname === '/api/promotions/weekend-free-spins/opt-in') {
        optedIn = init.method === 'POST';
        return json(optedIn ? { optedIn: true, optedInAt: new Date().toISOString() } : { optedIn: false });
      }
      if (url.pathname === '/api/promotions/1/weekend-free-spins') return json(detail({ optedIn }));
      return undefined;
    });
    const { user } = renderApp({ siteId: 149, path: '/promotions/weekend-free-spins' });
    await user.click(await screen.findByRole('button', { name: 'Opt in' }));
    expect(await screen.findByRole('button', { name: 'Opt out' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Opted in'));
    await user.click(screen.getByRole('button', { name: 'Opt out' }));
    expect(await screen.findByRole('button', { name: 'Opt in' })).toBeTruthy();
    expect(fetchedPaths(mock)).toContain('/api/promotions/weekend-free-spins/opt-in?languageId=1');
  });

  it('says an upcoming offer opens later and one without opt-in needs none', async () => {
    mockFetch((url) =>
      url.pathname === '/api/promotions/1/weekend-free-spins'
        ? json(detail({ startsAt: iso(4), endsAt: iso(30) }))
        : url.pathname === '/api/promotions/1/acca-boost'
          ? json(detail({ slug: 'acca-boost', requiresOptIn: false, optedIn: false }))
          : undefined,
    );
    const view = renderApp({ siteId: 149, path: '/promotions/weekend-free-spins' });
    expect(await screen.findByText(/Opt-in opens when the promotion starts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /opt in/i })).toBeNull();
    view.unmount();
    renderApp({ siteId: 149, path: '/promotions/acca-boost' });
    expect(await screen.findByText(/No opt-in needed/)).toBeTruthy();
  });

  it('tells that an unknown or ended promotion is not there, without a retry', async () => {
    mockFetch((url) =>
      url.pathname.startsWith('/api/promotions/1/')
        ? json({ statusCode: 404, error: 'Not Found', message: 'gone' }, 404)
        : undefined,
    );
    renderApp({ siteId: 149, path: '/promotions/gone-offer' });
    expect(await screen.findByText('This promotion does not exist or has ended.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
  });
});
