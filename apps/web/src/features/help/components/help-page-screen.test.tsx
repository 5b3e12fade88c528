import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { helpServer, page } from '../help-test-kit';

const RULES = page(
  'betting-rules',
  '<p>Read these.</p><h2 id="dead-heat">Dead heat</h2><p>See the <a href="/help/faq">FAQ</a>.</p>' +
    '<table><thead><tr><th>Band</th></tr></thead><tbody><tr><td>0%</td></tr></tbody></table>' +
    '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
);
const FAQ = page('faq', '<p>Quick answers.</p>', 'Frequently asked questions');

describe('a help page', () => {
  it('shows the title, the sanitised text with its tables, when it was updated and the other pages', async () => {
    mockFetch(helpServer({ pages: { 'betting-rules': RULES } }));
    const { container } = renderApp({ path: '/help/betting-rules' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Betting rules' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dead heat' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    const article = container.querySelector('article');
    expect(article?.innerHTML).not.toContain('onerror');
    expect(article?.querySelector('script')).toBeNull();
    expect(screen.getByText(/^Last updated /).textContent).toMatch(/2026/);
    const others = screen.getByRole('navigation', { name: 'Other help pages' });
    expect(within(others).queryByRole('link', { name: 'Betting rules' })).toBeNull();
    expect(within(others).getByRole('link', { name: 'Payment methods' }).getAttribute('href')).toBe(
      '/help/payment-methods',
    );
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/help');
  });

  it("opens the site's own links inside the app, without reloading", async () => {
    const fetch = mockFetch(helpServer({ pages: { 'betting-rules': RULES, faq: FAQ } }));
    const { user, router } = renderApp({ path: '/help/betting-rules' });
    await user.click(await screen.findByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help/faq');
    expect(fetchedPaths(fetch)).toContain('/api/help/pages/1/faq');
  });

  it('says so when the site does not offer the page (404)', async () => {
    mockFetch(helpServer({ pages: {} }));
    renderApp({ path: '/help/privacy' });
    expect(await screen.findByText('This help page is not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('leaves the tax page for the home page on a brand that does not tax winnings', async () => {
    const fetch = mockFetch(helpServer({ pages: {} }));
    const { router } = renderApp({ path: '/help/tax' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchedPaths(fetch).some((path) => path.startsWith('/api/help/pages/1/tax'))).toBe(false);
  });

  it('opens the tax page on Hellas Bet, in Greek', async () => {
    const fetch = mockFetch(
      helpServer({ pages: { tax: page('tax', '<table><tr><td>2,5%</td></tr></table>', 'Φορολογικές πληροφορίες') } }),
    );
    renderApp({ siteId: 44, path: '/help/tax' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Φορολογικές πληροφορίες' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: '2,5%' })).toBeTruthy();
    expect(fetchedPaths(fetch)).toContain('/api/help/pages/2/tax');
  });

  it('lands /support on the contact page', async () => {
    mockFetch(helpServer({ pages: { 'contact-us': page('contact-us', '<p>We answer.</p>', 'Contact us') } }));
    const { router } = renderApp({ path: '/support' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/contact-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
  });
});
