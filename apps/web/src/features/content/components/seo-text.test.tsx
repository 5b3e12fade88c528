import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('SEO text', () => {
  it('fetches Seo.Home in the current language and renders it, sanitised, into #seo-text-area', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/resources/text'
        ? json({ body: '<h2>Bet on football</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>' })
        : undefined,
    );
    const { container } = renderApp({ siteId: 44 });
    expect(await screen.findByRole('heading', { name: 'Bet on football' })).toBeTruthy();
    const area = container.ownerDocument.getElementById('seo-text-area');
    expect(area?.textContent).toContain('Bet on football');
    expect(area?.innerHTML).not.toContain('onerror');
    expect(area?.querySelector('script')).toBeNull();
    expect(fetchedPaths(fetch)).toContain('/api/resources/text?languageId=2&key=Seo.Home');
  });

  it("is cached indefinitely; each area's landing page has its own text", async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/resources/text' ? json({ body: '<p>Seo</p>' }) : undefined,
    );
    const { router } = renderApp();
    await screen.findByText('Seo');
    await router.navigate('/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Playline' });
    await waitFor(() =>
      expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/resources/text'))).toEqual([
        '/api/resources/text?languageId=1&key=Seo.Home',
        '/api/resources/text?languageId=1&key=Seo.Casino',
      ]),
    );
  });

  it('leaves the block empty on pages without an SEO text, such as the 404 page', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/resources/text' ? json({ body: '<p>Seo</p>' }) : undefined,
    );
    const { container } = renderApp({ path: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(container.ownerDocument.getElementById('seo-text-area')?.textContent).toBe('');
    expect(fetchedPaths(fetch).some((path) => path.startsWith('/api/resources/text'))).toBe(false);
  });
});
