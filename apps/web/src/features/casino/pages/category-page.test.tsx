import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { casinoGames, renderWithProviders } from '../casino-fixtures';
import { CasinoCategoryPage, LiveCasinoCategoryPage } from './category-page';

const categories = [
  {
    category: 'slots',
    total: 120,
    subcategories: [
      { key: 'fruits', total: 40 },
      { key: 'ancient-egypt', total: 80 },
    ],
  },
];

describe('category page', () => {
  it("lists the category's games with its subcategories as chips", async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/casino/categories') return json(categories);
      if (url.pathname === '/api/casino/games') return json({ total: 120, games: casinoGames(12) });
      return undefined;
    });
    renderWithProviders(<CasinoCategoryPage />, {
      path: '/casino/category/slots',
      route: '/casino/category/:category',
    });
    const grid = await screen.findByRole('region', { name: 'Slots' });
    expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByText('120 games')).toBeTruthy();
    const themes = within(await screen.findByRole('navigation', { name: 'Themes' }));
    expect(themes.getByRole('link', { name: 'Ancient egypt 80' }).getAttribute('href')).toBe(
      '/casino/category/slots/ancient-egypt',
    );
    expect(fetchedPaths(fetch)).toContain('/api/casino/games?category=slots&limit=400');
  });

  it('a subcategory page asks for that subcategory only', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/casino/games' ? json({ total: 1, games: casinoGames(1) }) : json(categories),
    );
    renderWithProviders(<CasinoCategoryPage />, {
      path: '/casino/category/slots/fruits',
      route: '/casino/category/:category/:subcategory',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fruits' })).toBeTruthy();
    expect(fetchedPaths(fetch)).toContain('/api/casino/games?category=slots&subcategory=fruits&limit=400');
  });

  it('a category of another lobby is not found, without asking the server', async () => {
    const fetch = mockFetch();
    renderWithProviders(<LiveCasinoCategoryPage />, {
      path: '/live-casino/category/slots',
      route: '/live-casino/category/:category',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/casino'))).toEqual([]);
  });
});
