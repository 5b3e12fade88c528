import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

const teaser = (id: number, zone: number, title: string) => ({
  id,
  zone,
  title,
  body: `${title} body`,
  link: '/sports',
  tone: 'primary',
});

describe('home page', () => {
  it("welcomes with the brand's name and a card per area linking to it (site 1)", async () => {
    mockFetch();
    renderApp({ siteId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Playline' })).toBeTruthy();
    const areas = within(screen.getByRole('region', { name: 'Our products' }));
    const links = areas.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sports', '/casino', '/live-casino']);
    expect(links[0]?.textContent).toContain('Pre-match odds on every major league');
    expect(links[2]?.textContent).toContain('Live Casino');
  });

  it('shows the hero teasers of zone 1 when a brand without zones has some', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/teasers/zones/1/1' ? json([teaser(1, 1, 'Weekend boost')]) : undefined,
    );
    renderApp({ siteId: 1 });
    expect(await screen.findByRole('heading', { name: 'Weekend boost' })).toBeTruthy();
    expect(fetchedPaths(fetch)).toContain('/api/teasers/zones/1/1');
  });

  it('shows the Greek brand zones 13 (sports services) and 51 (cross selling) in Greek', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/teasers/zones/2/13') return json([teaser(1, 13, 'Ζωντανή μετάδοση')]);
      if (url.pathname === '/api/teasers/zones/2/51') return json([teaser(2, 51, 'Καζίνο')]);
      return undefined;
    });
    renderApp({ siteId: 44 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Καλώς ήρθατε στην Hellas Bet' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Υπηρεσίες στοιχήματος' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Περισσότερα για να παίξετε' })).toBeTruthy();
    await waitFor(() =>
      expect(fetchedPaths(fetch)).toEqual(
        expect.arrayContaining(['/api/teasers/zones/2/13', '/api/teasers/zones/2/51']),
      ),
    );
    expect(fetchedPaths(fetch)).not.toContain('/api/teasers/zones/2/1');
  });

  it("leads a shop's home page with the loader for a customer's slip, which opens the slip once loaded (site 54)", async () => {
    const selection = {
      outcomeId: '9/1x2/away',
      eventId: 9,
      sport: 'football',
      eventName: 'Athens – Piraeus',
      startsAt: '2026-06-01T18:00:00.000Z',
      marketKey: '1x2',
      marketType: '1x2',
      line: null,
      code: 'away',
      odds: 3.4,
      status: 'open',
    };
    mockFetch((url) =>
      url.pathname === '/api/bets/booking/XY34ZW78' ? json({ code: 'XY34ZW78', selections: [selection] }) : undefined,
    );
    const { user, router } = renderApp({ siteId: 54 });
    const card = await screen.findByRole('region', { name: 'Φόρτωση δελτίου πελάτη' });
    const welcome = screen.getByRole('heading', { level: 1 });
    expect(card.compareDocumentPosition(welcome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(await within(card).findByLabelText('Κωδικός κράτησης πελάτη'), 'xy34zw78');
    await user.click(within(card).getByRole('button', { name: 'Φόρτωση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slip'));
    expect(await screen.findByText('Athens – Piraeus')).toBeTruthy();
  });

  it("has no customer's slip loader on a web brand (site 44)", async () => {
    mockFetch();
    renderApp({ siteId: 44 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Φόρτωση δελτίου πελάτη' })).toBeNull();
    expect(screen.queryByLabelText('Κωδικός κράτησης πελάτη')).toBeNull();
  });

  it('needs no request for its texts: they come from the boot configuration', async () => {
    const fetch = mockFetch();
    renderApp({ siteId: 1 });
    await screen.findByRole('heading', { level: 1 });
    expect(fetchedPaths(fetch).some((path) => path.startsWith('/api/conf/bulk'))).toBe(false);
  });
});
