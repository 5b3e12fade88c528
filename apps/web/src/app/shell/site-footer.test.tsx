import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('site footer', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('links the rules, the responsible-gambling page and the safer-gambling tools and says who runs the site', async () => {
    renderApp({ siteId: 1 });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/help/terms',
      '/help/privacy',
      '/help/responsible-gambling',
      '/user-account/safer-gambling',
      '/help/contact-us',
    ]);
    expect(footer.getByText(`© ${new Date().getFullYear()} Playline. All rights reserved.`)).toBeTruthy();
  });

  it('adds the cookie policy on the brand that has one, in Greek', async () => {
    renderApp({ siteId: 44 });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Πολιτική cookies' }).getAttribute('href')).toBe('/help/cookie-policy');
  });

  it("names the market's minimum age: 21 on the Greek brand, 18 elsewhere", async () => {
    const greek = renderApp({ siteId: 44 });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText('21+')).toBeTruthy();
    expect(footer.getByText(/Μόνο για άτομα άνω των 21 ετών\./)).toBeTruthy();
    greek.unmount();
    renderApp({ siteId: 1 });
    expect(
      within(await screen.findByRole('contentinfo')).getByText(/Only for players aged 18 and over\./),
    ).toBeTruthy();
  });
});
