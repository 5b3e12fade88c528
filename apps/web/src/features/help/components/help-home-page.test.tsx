import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { helpServer } from '../help-test-kit';

describe('the help centre (/help)', () => {
  it('lists the help pages as rows and links to contact us; no chat where the brand has none', async () => {
    mockFetch(helpServer({}));
    renderApp({ path: '/help' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const topics = await screen.findByRole('link', { name: 'Betting rules' });
    expect(topics.getAttribute('href')).toBe('/help/betting-rules');
    const list = screen.getByRole('region', { name: 'Browse topics' });
    expect(within(list).queryByRole('link', { name: 'Contact us' })).toBeNull();
    const support = screen.getByRole('region', { name: 'Still need help?' });
    expect(
      within(support)
        .getByRole('link', { name: /Contact us/ })
        .getAttribute('href'),
    ).toBe('/help/contact-us');
    expect(within(support).queryByRole('link', { name: /Chat with us/ })).toBeNull();
  });

  it('links to the chat on a brand with chat, in Greek on Hellas Bet', async () => {
    const fetch = mockFetch(helpServer({ index: [{ slug: 'faq', title: 'Συχνές ερωτήσεις' }] }));
    renderApp({ siteId: 44, path: '/help' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Κέντρο βοήθειας' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Συνομιλήστε μαζί μας/ })).getAttribute('href')).toBe('/help/chat');
    await screen.findByRole('link', { name: 'Συχνές ερωτήσεις' });
    expect(fetchedPaths(fetch)).toContain('/api/help/pages/2');
  });

  it('searches after typing pauses and marks the words in the hits, keeping snippet markup as text', async () => {
    const fetch = mockFetch(
      helpServer({
        hits: [
          {
            slug: 'faq',
            title: 'Frequently asked questions',
            section: 'What is cash out?',
            anchor: 'what-is-cash-out',
            snippet: 'Cash out lets you settle <b>early</b>.',
          },
        ],
      }),
    );
    const { user } = renderApp({ path: '/help' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'cash');
    const hit = await screen.findByRole('link', { name: /What is cash out\?/ });
    expect(hit.getAttribute('href')).toBe('/help/faq#what-is-cash-out');
    expect([...hit.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['cash', 'Cash']);
    expect(hit.querySelector('b')).toBeNull();
    expect(hit.textContent).toContain('<b>early</b>');
    expect(screen.getByText('1 results')).toBeTruthy();
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/help/search'))).toEqual([
      '/api/help/search?languageId=1&q=cash',
    ]);
    expect(screen.queryByRole('region', { name: 'Browse topics' })).toBeNull();
  });

  it('asks for two characters, says when nothing matched, and offers a retry when search failed', async () => {
    let fail = true;
    mockFetch((url) =>
      url.pathname === '/api/help/search'
        ? fail
          ? json({ statusCode: 429, error: 'Too Many Requests', message: 'slow down' }, 429)
          : json([])
        : helpServer({})(url),
    );
    const { user } = renderApp({ path: '/help' });
    const box = await screen.findByRole('searchbox', { name: 'Search help' });
    await user.type(box, 'x');
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    await user.type(box, 'y');
    expect(await screen.findByText('Search is not available right now.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No answers for “xy”. Try other words, or contact us.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Browse topics' })).toBeTruthy());
  });

  it('shows an error with retry when the pages could not be loaded', async () => {
    let fail = true;
    mockFetch((url) =>
      url.pathname === '/api/help/pages/1' && fail
        ? json({ statusCode: 400, error: 'Bad Request', message: 'x' }, 400)
        : helpServer({})(url),
    );
    const { user } = renderApp({ path: '/help' });
    expect(await screen.findByText('The help pages could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Betting rules' })).toBeTruthy();
  });
});
