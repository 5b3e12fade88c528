import type { BootConfig } from '@playline/contract/boot';
import { SITES } from '@playline/contract/brands';
import type { LanguageId } from '@playline/contract/languages';
import { seededTexts } from '@playline/contract/texts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { PRERENDER_CLASS, PRERENDER_TARGETS, prerenderHome } from './prerender';

/** The markup of the client's first render of `/` for a first-time visitor, before any request has answered. */
async function clientFirstRender(siteId: number): Promise<string> {
  const brand = SITES[siteId]!;
  const boot: BootConfig = { siteId, brand, themeCss: '', version: 'test', bulk: seededTexts(brand.brandKey) };
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const { store, queryClient } = createAppServices(boot);
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AppProviders boot={boot} store={store} queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(createRoutes(brand), { initialEntries: ['/'] })} />
      </AppProviders>,
    );
  });
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

/** renderToString separates adjacent text nodes with empty comments; a DOM built by React has the text alone. */
const unwrap = (html: string) =>
  html.replace(new RegExp(`^<div class="${PRERENDER_CLASS}">([\\s\\S]*)</div>$`), '$1').replaceAll('<!-- -->', '');

describe('prerendered home page', () => {
  it('covers every site of the contract in both languages', () => {
    expect(PRERENDER_TARGETS).toHaveLength(Object.keys(SITES).length * 2);
    expect(PRERENDER_TARGETS).toContainEqual({ siteId: 149, languageId: 2 });
  });

  it.each([1, 44, 54, 84])('is the markup of the first client render on site %i', async (siteId) => {
    const brand = SITES[siteId]!;
    const { html } = await prerenderHome({ siteId, languageId: brand.defaultLanguageId });
    expect(html.startsWith(`<div class="${PRERENDER_CLASS}">`)).toBe(true);
    expect(unwrap(html)).toBe(await clientFirstRender(siteId));
  });

  it('renders the requested language, the brand wording and the loading skeletons, and no script', async () => {
    const { html, texts } = await prerenderHome({ siteId: 44, languageId: 1 as LanguageId });
    expect(html).toContain('>Welcome to Hellas Bet</h1>');
    expect(html).toContain('Greek football, Euroleague nights and live tables, all in one place.');
    expect(html).toContain('aria-hidden="true"><div class="skeleton skeletonHeading">');
    expect(html).not.toMatch(/<script/i);
    expect(texts['1']).toMatchObject({ 'Home.Title': 'Welcome to {brand}', 'Header.Login': 'Log in' });
    const greek = await prerenderHome({ siteId: 1, languageId: 2 as LanguageId });
    expect(greek.html).toContain('>Καλώς ήρθατε στην Playline</h1>');
    expect(Object.keys(greek.texts['2'] ?? {})).toContain('Home.Title');
  });

  it('refuses a site the contract does not know', async () => {
    await expect(prerenderHome({ siteId: 999, languageId: 1 as LanguageId })).rejects.toThrow('no site 999');
  });
});
