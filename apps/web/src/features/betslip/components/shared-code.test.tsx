import type { BookedSelection, Booking } from '@playline/contract/bets';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSlipSelectionsStore } from '#app/entities/slip/slip-store.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { SlipStoreProvider } from '../slip-store-context';
import { SharedCode } from './shared-code';

function selection(eventId: number, extra: Partial<BookedSelection>): BookedSelection {
  return {
    outcomeId: `${eventId}/1x2/home`,
    eventId,
    sport: 'football',
    eventName: `Home ${eventId} – Away ${eventId}`,
    startsAt: '2026-06-01T18:00:00.000Z',
    marketKey: '1x2',
    marketType: '1x2',
    line: null,
    code: 'home',
    odds: 2.1,
    status: 'open',
    ...extra,
  };
}

const booking: Booking = {
  code: 'AB23CD45',
  selections: [
    selection(1, { odds: 2.35 }),
    selection(2, { odds: null, status: 'suspended' }),
    selection(3, { odds: null, status: 'removed' }),
  ],
};

function renderShared(path: string, siteId = 1) {
  const slip = createSlipSelectionsStore(Date.now, {});
  const view = renderWithProviders(
    <SlipStoreProvider store={slip}>
      <SharedCode />
    </SlipStoreProvider>,
    { path, siteId },
  );
  return { ...view, slip };
}

describe('a shared link opens in the slip (issue 21)', () => {
  it('puts the offered selections on the slip at current prices and names what was left out', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/bets/booking/AB23CD45' ? json(booking) : undefined));
    const { slip } = renderShared('/slip?code=ab23cd45');
    expect(await screen.findByText('1 shared selections added to your slip at current prices.')).toBeTruthy();
    expect(slip.getState().selections.map((pick) => [pick.outcomeId, pick.odds])).toEqual([['1/1x2/home', 2.35]]);
    expect(screen.getByText(/^Left out:/).textContent).toBe(
      'Left out: Home 2 · Home 2 – Away 2 (suspended), Home 3 · Home 3 – Away 3 (no longer offered)',
    );
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/bets/booking'))).toHaveLength(1);
  });

  it('says a bad or unknown code is not valid, in Greek on the Greek brand', async () => {
    mockFetch((url) =>
      url.pathname.startsWith('/api/bets/booking/') ? json({ statusCode: 404, message: 'no' }, 404) : undefined,
    );
    renderShared('/slip?code=ZZZZZZZZ', 44);
    expect(await screen.findByText('Αυτός ο σύνδεσμος κοινοποίησης δεν είναι έγκυρος.')).toBeTruthy();
  });

  it('shows nothing without a code', () => {
    const fetch = mockFetch();
    renderShared('/slip');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchedPaths(fetch).filter((path) => path.startsWith('/api/bets/booking'))).toHaveLength(0);
  });
});
