import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { casinoGame, lobbyAnswer, renderWithProviders } from '../casino-fixtures';
import { ExperiencePage } from './experience-page';

describe('experience page', () => {
  it('shows popular games as heroes, the jackpots biggest first with their pools, and the new games', async () => {
    const lobby = lobbyAnswer('casino', ['popular', 'new', 'jackpots']);
    const jackpotRow = lobby.rows[2];
    if (jackpotRow)
      jackpotRow.games = [
        casinoGame(201, { name: 'Small Pot', jackpot: 50_000 }),
        casinoGame(202, { name: 'Big Pot', jackpot: 9_900_000 }),
      ];
    mockFetch((url) => (url.pathname === '/api/casino/lobby' ? json(lobby) : undefined));
    renderWithProviders(<ExperiencePage />);
    const heroes = within(await screen.findByRole('region', { name: 'Featured games' }));
    expect(heroes.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/casino/game/game-1',
      '/casino/game/game-2',
      '/casino/game/game-3',
    ]);
    const board = within(screen.getByRole('region', { name: 'Jackpots' }));
    const pots = board.getAllByRole('listitem').map((item) => item.textContent);
    expect(pots).toEqual([expect.stringContaining('€99,000.00'), expect.stringContaining('€500.00')]);
    expect(pots[0]).toContain('Big Pot');
    expect(screen.getByRole('region', { name: 'New games' })).toBeTruthy();
  });
});
