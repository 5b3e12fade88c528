import type { Bet, Booking, PlaceBetsResult } from '@playline/contract/bets';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { cacheUser, PLAYER } from '#app/test/session.ts';
import { renderSlip, slipPick } from './slip-test-kit';

// Site 54 is Hellas Bet Shop, a shop variant of site 44 that starts in Greek; site 1 is a web brand.
const SHOP = 54;
const CUSTOMER_CODE = 'Κωδικός κράτησης πελάτη';
const PRINT = 'Εκτύπωση απόδειξης';

const booking: Booking = {
  code: 'AB23CD45',
  selections: [
    {
      outcomeId: '9/1x2/away',
      eventId: 9,
      sport: 'football',
      eventName: 'Athens – Piraeus',
      startsAt: '2026-06-01T18:00:00.000Z',
      marketKey: '1x2',
      marketType: '1x2',
      line: null,
      code: 'away',
      odds: 3.4,
      status: 'open',
    },
  ],
};

const bet: Bet = {
  id: 2077,
  type: 'single',
  stake: 1000,
  lines: 1,
  totalStake: 1000,
  sizes: null,
  odds: 3.4,
  potentialReturn: 3400,
  status: 'open',
  payout: 0,
  tax: 0,
  bookingCode: 'Q4W8ZT',
  currencyCode: 'EUR',
  placedAt: '2026-06-01T15:30:00.000Z',
  settledAt: null,
  legs: [
    {
      outcomeId: '9/1x2/away',
      eventId: 9,
      sport: 'football',
      eventName: 'Athens – Piraeus',
      startsAt: '2026-06-01T18:00:00.000Z',
      marketType: '1x2',
      line: null,
      code: 'away',
      odds: 3.4,
      banker: false,
      status: 'open',
    },
  ],
  cashOut: null,
};
const placed: PlaceBetsResult = { bets: [bet], balance: 99_000, calculatedBalance: 99_000, currencyCode: 'EUR' };
const receipt = { kind: 'receipt', result: placed } as const;

const codeFields = () =>
  screen.queryAllByRole('textbox').filter((field) => field.id && /κωδικ|code/i.test(label(field)));
const label = (field: HTMLElement) => document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
const paper = () => document.querySelector<HTMLElement>('[data-print-only]');

afterEach(() => vi.restoreAllMocks());

describe('the slip in a shop', () => {
  it("leads with a large loader for a customer's code, on an empty slip and on a filled one", () => {
    const empty = renderSlip({}, { siteId: SHOP });
    expect(codeFields().map(label)).toEqual([CUSTOMER_CODE]);
    empty.unmount();

    renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '5' } }, { siteId: SHOP });
    // One loader, and it comes before the selections, stakes and the place button.
    expect(codeFields().map(label)).toEqual([CUSTOMER_CODE]);
    const loader = screen.getByLabelText(CUSTOMER_CODE);
    const stake = screen.getByLabelText('Ποντάρισμα');
    expect(loader.compareDocumentPosition(stake) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("loads a customer's code into the slip", async () => {
    mockFetch((url) => (url.pathname === '/api/bets/booking/AB23CD45' ? json(booking) : undefined));
    const { user, slip } = renderSlip({}, { siteId: SHOP });
    await user.type(screen.getByLabelText(CUSTOMER_CODE), 'ab23cd45');
    await user.click(screen.getByRole('button', { name: 'Φόρτωση' }));
    expect(await screen.findByText('Athens – Piraeus')).toBeTruthy();
    expect(slip.getState().selections.map((pick) => pick.outcomeId)).toEqual(['9/1x2/away']);
  });

  it('prints the receipt: the button calls the browser print, and the paper copy names shop, customer and bets', async () => {
    cacheUser({ ...PLAYER, userName: 'kostas' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderSlip({}, { siteId: SHOP, place: receipt });
    await user.click(screen.getByRole('button', { name: PRINT }));
    expect(print).toHaveBeenCalledOnce();

    const copy = paper();
    expect(copy?.parentElement).toBe(document.body);
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    const text = within(copy!);
    expect(text.getByText('Hellas Bet')).toBeTruthy();
    expect(text.getByText('Hellas Bet Shop #54')).toBeTruthy();
    expect(text.getByText('kostas')).toBeTruthy();
    expect(text.getByText('Στοίχημα #2077')).toBeTruthy();
    expect(text.getByText('Q4W8ZT')).toBeTruthy();
    expect(text.getByText('Athens – Piraeus')).toBeTruthy();
    expect(text.getByText('Athens – Piraeus').closest('li')?.textContent).toMatch(/3\.40/);
    expect(text.getByText('10,00 €')).toBeTruthy();
    expect(text.getByText('34,00 €')).toBeTruthy();
  });
});

describe('the slip on a web brand', () => {
  it('keeps the small loader after the slip and no print button or paper copy', () => {
    renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '5' } });
    expect(codeFields().map(label)).toEqual(['Load a code']);
    expect(screen.queryByText("Customer's booking code")).toBeNull();
    const stake = screen.getByLabelText('Stake');
    expect(
      stake.compareDocumentPosition(screen.getByLabelText('Load a code')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the receipt without printing', () => {
    renderSlip({}, { place: receipt });
    expect(screen.getByText('Bet #2077')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
    expect(paper()).toBeNull();
  });
});
