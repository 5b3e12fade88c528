import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { casinoGame, renderWithProviders } from '../casino-fixtures';
import { GameTile } from './game-tile';

describe('game tile', () => {
  it.each([
    ['casino', '/casino/game/game-1'],
    ['live-casino', '/live-casino/game/game-1'],
    ['virtual', '/virtual-games/game/game-1'],
    ['games', '/games/game/game-1'],
  ] as const)('a %s game links to its lobby game route', (lobby, path) => {
    renderWithProviders(<GameTile game={casinoGame(1, { lobby })} favourite={false} onToggleFavourite={() => {}} />);
    const tile = within(screen.getByRole('article', { name: 'Game 1' }));
    expect(tile.getByRole('link').getAttribute('href')).toBe(path);
  });

  it('reserves the thumbnail box before a lazy image, shows badges, vendor and a jackpot pool', () => {
    const game = casinoGame(1, { badges: ['jackpot', 'new'], jackpot: 1_234_500 });
    const { container } = renderWithProviders(<GameTile game={game} favourite={false} onToggleFavourite={() => {}} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(Number(image?.getAttribute('width')) / Number(image?.getAttribute('height'))).toBeCloseTo(4 / 3, 2);
    expect(screen.getByText('Vendor 1')).toBeTruthy();
    expect(screen.getByText('Jackpot')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('€12,345.00')).toBeTruthy();
  });

  it('the heart says whether the game is a favourite and toggles it', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithProviders(<GameTile game={casinoGame(1)} favourite onToggleFavourite={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Favourite: Game 1' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith('game-1');
  });
});
