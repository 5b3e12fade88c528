import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { casinoGames, renderWithProviders } from '../casino-fixtures';
import { GameRow } from './game-row';

/** An IntersectionObserver the test drives: `enter()` brings every observed element into view. */
function stubIntersection() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    enter: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('game row', () => {
  it('holds its place with a few placeholders until it comes near the viewport, then draws its tiles', async () => {
    const viewport = stubIntersection();
    renderWithProviders(
      <GameRow title="Slots" games={casinoGames(12)} seeAll={{ to: '/casino/category/slots', total: 40 }} />,
    );
    const row = within(screen.getByRole('region', { name: 'Slots' }));
    expect(row.queryAllByRole('article')).toHaveLength(0);
    expect(row.getByRole('link', { name: 'See all (40)' })).toBeTruthy();
    viewport.enter();
    // What a phone shows first; the rest, off screen to the side, once the player scrolls the row towards them.
    expect(row.getAllByRole('article')).toHaveLength(4);
    viewport.enter();
    expect(row.getAllByRole('article')).toHaveLength(12);
  });

  it("draws a first-screen row's first tiles at once, their thumbnails loading without waiting for layout", async () => {
    const viewport = stubIntersection();
    renderWithProviders(<GameRow title="Popular" games={casinoGames(12)} eager />);
    const row = within(screen.getByRole('region', { name: 'Popular' }));
    const images = () => row.getAllByRole('article').map((tile) => tile.querySelector('img')?.getAttribute('loading'));
    expect(images()).toEqual(['eager', 'eager', 'eager', 'lazy']);
    viewport.enter();
    expect(images()).toHaveLength(12);
    expect(
      images()
        .slice(3)
        .every((loading) => loading === 'lazy'),
    ).toBe(true);
  });
});
