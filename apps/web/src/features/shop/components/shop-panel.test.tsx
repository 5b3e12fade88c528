import type { ShopClient } from '@playline/contract/shop';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '#app/lib/client-store.ts';
import { pageReload } from '#app/lib/page-reload.ts';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';
import { CLIENT_SEARCH_DEBOUNCE_MS } from './client-search';

const OPERATOR = { userId: 40, userName: 'shop1' };
/** shop1 at site 54 acting for the shop: the user is the shop owner's wallet. */
const SHOP_OWNER = { ...PLAYER, userId: 40, userName: 'shop1', shop: { operator: OPERATOR, actingFor: null } };
const CLIENT07 = {
  ...PLAYER,
  userId: 47,
  userName: 'client07',
  calculatedBalance: 2_550,
  shop: { operator: OPERATOR, actingFor: { userId: 47, userName: 'client07' } },
};
const CLIENTS: ShopClient[] = [
  { id: 43, login: 'client03', balance: 123_450, currencyCode: 'EUR' },
  { id: 47, login: 'client07', balance: 0, currencyCode: 'EUR' },
];

/** The shop server: login status, the client search (by the JSON string body) and the change (JSON number). */
function serveShop(user: User = SHOP_OWNER, clients = CLIENTS) {
  const searches: unknown[] = [];
  const changes: unknown[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn(user));
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    if (url.pathname === '/api/shop/client/filter') {
      searches.push(body);
      return json(clients.filter((client) => client.login.includes(String(body))));
    }
    if (url.pathname === '/api/shop/client/change') {
      changes.push(body);
      const chosen = clients.find((client) => client.id === body);
      return json({ userName: chosen?.login ?? OPERATOR.userName });
    }
    return undefined;
  });
  return { fetch, searches, changes };
}

/** Site 54 starts in Greek; these stories read in English (the spec's labels). */
function startShop(user: User = SHOP_OWNER) {
  localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' }));
  cacheUser(user);
  return renderApp({ siteId: 54 });
}

// The panel is a lazy chunk: absence is checked after it would have had its chance to load.
const panel = async () => within(await screen.findByRole('region', { name: 'Shop terminal' }));

describe('shop client panel (spec §2, §6, issue 8)', () => {
  it('says whom the shop acts for and does not search below two characters', async () => {
    const server = serveShop();
    const { user } = startShop();
    const bar = await panel();
    expect(bar.getByText('Acting for the shop')).toBeTruthy();
    const box = bar.getByRole('combobox', { name: 'Search Client' });
    await user.type(box, 'c');
    await new Promise((resolve) => setTimeout(resolve, CLIENT_SEARCH_DEBOUNCE_MS + 150));
    expect(server.searches).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists login, balance and currency from two characters, sending the text as a JSON string', async () => {
    const server = serveShop();
    const { user } = startShop();
    const box = (await panel()).getByRole('combobox', { name: 'Search Client' });
    await user.type(box, 'cl');
    const list = await screen.findByRole('listbox', { name: 'Clients' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(server.searches).toEqual(['cl']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const first = within(list).getAllByRole('option')[0]!;
    expect(within(first).getByText('client03')).toBeTruthy();
    expect(within(first).getByText('€1,234.50')).toBeTruthy();
    expect(within(first).getByText('EUR')).toBeTruthy();
  });

  it("says 'No results' when no client matches", async () => {
    serveShop(SHOP_OWNER, []);
    const { user } = startShop();
    await user.type((await panel()).getByRole('combobox', { name: 'Search Client' }), 'zz');
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses a client with the keyboard: posts its id, says so in a dialog, reloads on OK', async () => {
    const server = serveShop();
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = startShop();
    const box = (await panel()).getByRole('combobox', { name: 'Search Client' });
    await user.type(box, 'cl');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getAllByRole('option')[0]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Client set to client03')).toBeTruthy();
    expect(server.changes).toEqual([43]);
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('chooses a client with a click, and Escape closes the list without choosing', async () => {
    const server = serveShop();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = startShop();
    const box = (await panel()).getByRole('combobox', { name: 'Search Client' });
    await user.type(box, 'client0');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(server.changes).toEqual([]);
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /client07/ }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Client set to client07')).toBeTruthy();
    expect(server.changes).toEqual([47]);
  });

  it("sends 0 for 'Shop owner' while acting for a client", async () => {
    const server = serveShop(CLIENT07);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = startShop(CLIENT07);
    const bar = await panel();
    expect(bar.getByText('Acting for client07')).toBeTruthy();
    await user.click(bar.getByRole('button', { name: 'Shop owner' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Client set to shop1')).toBeTruthy();
    expect(server.changes).toEqual([0]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('is absent for a player on a shop site', async () => {
    serveShop(PLAYER);
    startShop(PLAYER);
    await screen.findByRole('button', { name: 'Account menu' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Shop terminal' })).toBeNull();
  });

  it('is absent on a web site', async () => {
    serveShop();
    cacheUser(SHOP_OWNER);
    renderApp({ siteId: 1 });
    await screen.findByRole('button', { name: 'Account menu' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Search Client' })).toBeNull();
  });
});
