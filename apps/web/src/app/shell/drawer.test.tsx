import { STORAGE_KEYS } from '@playline/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('drawer and main navigation', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('lists the shop drawer items of site 54: sports, schedule, statistics, live scores', async () => {
    const { user } = renderApp({ siteId: 54 });
    await user.click(await screen.findByRole('button', { name: 'Μενού' }));
    const drawer = await screen.findByRole('dialog', { name: 'Μενού' });
    const nav = within(drawer).getByRole('navigation');
    expect(linkNames(nav)).toEqual(['Αθλήματα', 'Πρόγραμμα', 'Στατιστικά', 'Αποτελέσματα Live']);
  });

  it('closes the drawer after choosing an entry and lands on its page', async () => {
    const { user, router } = renderApp({ siteId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Statistics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistics'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows at most five tabs in the bottom navigation (site 44 has ten entries, My bets third)', async () => {
    renderApp({ siteId: 44 });
    const nav = await screen.findByRole('navigation', { name: 'Κύρια πλοήγηση' });
    expect(linkNames(nav)).toEqual(['Αθλήματα', 'Live', 'Στοιχήματα', 'Πρόγραμμα', 'Καζίνο']);
  });

  it('switches the language from the drawer, keeps it in lang_info and sets <html lang>', async () => {
    const { user } = renderApp({ siteId: 1 });
    expect(document.documentElement.lang).toBe('en');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Ελληνικά' }));
    expect(within(drawer).getByRole('button', { name: 'Ελληνικά' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Μενού' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('navigation', { name: 'Κύρια πλοήγηση' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? '{}')).toEqual({ id: 2, locale: 'el-gr' });
    await waitFor(() => expect(document.documentElement.lang).toBe('el'));
  });
});
