import { STORAGE_KEYS } from '@playline/contract/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oddsFormatStore } from '#app/entities/odds-format/odds-format.ts';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { type AppNotification, connectNotificationSink } from '#app/lib/notifications.ts';
import { eventSelection } from '../markets/selection';
import { footballEvent, matchResult, renderWithApp } from './event-row.fixtures';
import { OddsButton, PRICE_FLASH_MS } from './odds-button';

const event = footballEvent(5);

function button(odds: number, suspended = false, code: 'home' | 'away' = 'home') {
  const market = matchResult(5, [odds, 3.4, 3.2]);
  const outcome = market.outcomes.find((item) => item.code === code)!;
  return <OddsButton selection={eventSelection(event, market, outcome)} label="1" suspended={suspended} />;
}

describe('odds button', () => {
  beforeEach(() => {
    slipSelections.getState().clear();
    oddsFormatStore.getState().setFormat('decimal');
  });
  afterEach(() => vi.useRealTimers());

  it('toggles the pick on the slip and shows it pressed', async () => {
    const { user } = renderWithApp(button(2.1));
    const price = screen.getByRole('button', { name: '1 2.10' });
    expect(price.getAttribute('aria-pressed')).toBe('false');
    await user.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.slip)!).selections[0]).toMatchObject({
      outcomeId: '5/1x2/home',
      odds: 2.1,
      eventName: 'Home 5 – Away 5',
    });
    await user.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('false');
    expect(slipSelections.getState().selections).toEqual([]);
  });

  it('flashes a price rise with ▲ and a fall with ▼, then settles', () => {
    // The arrow is drawn by CSS from data-move (▲ up, ▼ down); the name says the move in words.
    const arrow = () => document.querySelector('[data-move]')?.getAttribute('data-move') ?? null;
    vi.useFakeTimers();
    const { rerender } = renderWithApp(button(2.1));
    expect(arrow()).toBeNull();
    rerender(button(2.3));
    expect(arrow()).toBe('up');
    expect(screen.getByRole('button', { name: '1 2.30 Price up' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS));
    expect(arrow()).toBeNull();
    rerender(button(1.9));
    expect(arrow()).toBe('down');
  });

  it('keeps a suspended price in place, locked and disabled', () => {
    renderWithApp(button(2.1, true));
    const locked = screen.getByRole('button', { name: '1 Suspended' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
  });

  it('shows the chosen odds format, and keeps a picked price current on the slip', async () => {
    oddsFormatStore.getState().setFormat('fractional');
    const { user, rerender } = renderWithApp(button(2.5));
    await user.click(screen.getByRole('button', { name: '1 6/4' }));
    rerender(button(3.5));
    expect(screen.getByRole('button', { name: '1 5/2 Price up' })).toBeTruthy();
    expect(slipSelections.getState().selections[0]?.odds).toBe(3.5);
  });

  it('says why when the slip is full', async () => {
    for (let id = 100; id < 130; id++) {
      const other = footballEvent(id);
      const market = other.mainMarket!;
      slipSelections.getState().toggle(eventSelection(other, market, market.outcomes[0]!));
    }
    const shown: AppNotification[] = [];
    connectNotificationSink({ show: (notification) => shown.push(notification), dismiss: () => {} });
    const { user } = renderWithApp(button(2.1));
    await user.click(screen.getByRole('button', { name: '1 2.10' }));
    expect(screen.getByRole('button', { name: '1 2.10' }).getAttribute('aria-pressed')).toBe('false');
    expect(shown.map((notification) => notification.body)).toEqual([
      'Your bet slip holds at most 30 selections. Remove one to add another.',
    ]);
  });
});
