import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { cacheUser, PLAYER } from '#app/test/session.ts';
import { SlipDock, SlipOwnerSync } from './slip-dock';

const pick = {
  outcomeId: '1/1x2/home',
  eventId: 1,
  marketKey: '1x2',
  code: 'home',
  odds: 2.5,
  eventName: 'Home – Away',
  marketType: '1x2',
  line: null,
  sport: 'football',
  startsAt: '2026-06-01T18:00:00.000Z',
} as const;

describe('the slip in the shell', () => {
  beforeEach(() => {
    mockFetch();
    slipSelections.getState().syncOwner(null);
    slipSelections.getState().clear();
  });

  it('is cleared on logout and when another player logs in, and kept when a visitor logs in', () => {
    slipSelections.getState().toggle(pick);
    cacheUser();
    const { store } = renderWithProviders(<SlipOwnerSync />);
    expect(slipSelections.getState().selections).toHaveLength(1);
    act(() => store.getState().logout());
    expect(slipSelections.getState().selections).toEqual([]);
    act(() => store.getState().setUser(PLAYER));
    act(() => void slipSelections.getState().toggle(pick));
    act(() => store.getState().setUser({ ...PLAYER, userId: 99, userName: 'player2' }));
    expect(slipSelections.getState().selections).toEqual([]);
  });

  it('shows a peek bar with the count, total odds and win on phones, which opens the full slip', async () => {
    slipSelections.getState().toggle(pick);
    slipSelections.getState().setStake('1/1x2/home', '10');
    const { user } = renderWithProviders(<SlipDock isDesktop={false} />);
    const peek = screen.getByRole('button', { name: /Open the bet slip/ });
    expect(peek.textContent).toContain('2.50');
    expect(peek.textContent).toContain('€25.00');
    await user.click(peek);
    expect(await screen.findByRole('dialog', { name: /Bet slip/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Open the bet slip/ })).toBeNull();
  });

  it('gives the focus back to the peek bar when the sheet closes, which stays behind it meanwhile', async () => {
    slipSelections.getState().toggle(pick);
    const { user } = renderWithProviders(<SlipDock isDesktop={false} />);
    const peek = screen.getByRole('button', { name: /Open the bet slip/ });
    await user.click(peek);
    const sheet = await screen.findByRole('dialog', { name: /Bet slip/ });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    expect(peek.isConnected).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(peek));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /Bet slip/ })).toBeTruthy();
  });
});
