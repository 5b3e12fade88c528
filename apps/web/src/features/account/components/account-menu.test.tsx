import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#app/lib/client-store.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { PLAYER } from '#app/test/session.ts';
import { AccountMenu } from './account-menu';

const OPERATOR: User = {
  ...PLAYER,
  userName: 'shop1',
  shop: { operator: { userId: 50, userName: 'shop1' }, actingFor: null },
};

function openMenu(user: User, siteId: number) {
  localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' }));
  const view = renderWithProviders(<AccountMenu userName={user.userName} />, { siteId });
  view.store.getState().setUser(user);
  return view;
}

describe('account menu', () => {
  it("leads a shop's operator to the cash desk", async () => {
    openMenu(OPERATOR, 54);
    const link = await screen.findByRole('menuitem', { name: 'Cash desk' });
    expect(link.getAttribute('href')).toBe('/shop/cash-desk');
  });

  it('has no cash desk for a client logged in at the shop', async () => {
    openMenu(PLAYER, 54);
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Cash desk' })).toBeNull();
  });
});
