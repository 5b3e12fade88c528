import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { casinoGames, renderWithProviders } from '../casino-fixtures';
import { GameGrid } from './game-grid';

describe('game grid', () => {
  it('draws only the rows near the viewport of 300 games', () => {
    // jsdom lays nothing out: give every row a tile row's height so the grid measures like a browser's.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    renderWithProviders(<GameGrid games={casinoGames(300)} label="Slots" />);
    const tiles = within(screen.getByRole('region', { name: 'Slots' })).getAllByRole('article');
    expect(tiles.length).toBeGreaterThan(5);
    expect(tiles.length).toBeLessThan(60);
    expect(screen.getByRole('article', { name: 'Game 1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Game 300' })).toBeNull();
  });
});
