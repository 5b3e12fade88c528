import { STORAGE_KEYS } from '@playline/contract/constants';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { favourites } from '#app/entities/favourites/favourites.ts';
import { EventRow } from './event-row';
import { footballEvent, renderWithApp } from './event-row.fixtures';

describe('event row', () => {
  beforeEach(() => favourites.getState().replace([]));

  it('shows both sides, the main market and links to the event page with its other markets', () => {
    renderWithApp(<EventRow event={footballEvent(5)} />);
    const row = within(screen.getByRole('article', { name: 'Home 5 – Away 5' }));
    expect(row.getByRole('button', { name: '1 2.10' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'X 3.40' })).toBeTruthy();
    expect(row.getByRole('button', { name: '2 3.20' })).toBeTruthy();
    const link = row.getByRole('link', { name: 'Home 5 – Away 5, All 42 markets' });
    expect(link.getAttribute('href')).toBe('/sports/event/5');
    // "+41" is drawn by CSS from data-value, so the link's visible words stay inside its name (WCAG 2.5.3).
    expect(link.querySelector('[data-value="+41"]')).toBeTruthy();
  });

  it('follows the event with the star (fav_s)', async () => {
    const { user } = renderWithApp(<EventRow event={footballEvent(5)} />);
    await user.click(screen.getByRole('button', { name: 'Follow Home 5 – Away 5' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.favourites)!)).toEqual([5]);
    const star = screen.getByRole('button', { name: 'Unfollow Home 5 – Away 5' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a live event with its minute and score, and a suspended market locked', () => {
    const live = footballEvent(6, {
      status: 'live',
      scoreboard: { home: 2, away: 1, periods: [], period: 2, minute: 67, phase: 'live' },
    });
    live.mainMarket = { ...live.mainMarket!, status: 'suspended' };
    // Site 84 takes live bets (in English).
    renderWithApp(<EventRow event={live} />, { siteId: 84 });
    expect(screen.getByText("67'")).toBeTruthy();
    const teams = screen.getByRole('link', { name: /Home 6 – Away 6/ });
    const scores = [...teams.querySelectorAll('strong')].map((score) => score.getAttribute('data-value'));
    expect(scores).toEqual(['2', '1']);
    expect(screen.getAllByRole('button', { name: /Suspended/ })).toHaveLength(3);
  });

  it('shows a live event without prices to tap on a brand without live betting (site 1), and prices before it starts', () => {
    const live = footballEvent(7, {
      status: 'live',
      scoreboard: { home: 0, away: 1, periods: [], period: 1, minute: 12, phase: 'live' },
    });
    const { unmount } = renderWithApp(<EventRow event={live} />, { siteId: 1 });
    const row = within(screen.getByRole('article', { name: 'Home 7 – Away 7' }));
    expect(row.getByText("12'")).toBeTruthy();
    expect(row.getByText('No live betting')).toBeTruthy();
    expect(row.queryAllByRole('button', { name: /^[1X2] / })).toHaveLength(0);
    unmount();
    renderWithApp(<EventRow event={footballEvent(8)} />, { siteId: 1 });
    expect(screen.getByRole('button', { name: '1 2.10' })).toBeTruthy();
  });
});
