import type { Bet, BetLeg } from '@playline/contract/bets';
import { type FetchHandler, json } from '#app/test/fetch-mock.ts';
import { type ClientCall, servePlayer } from '#app/test/serve-player.ts';

/** A leg of Arsenal – Chelsea unless told otherwise. */
export function leg(overrides: Partial<BetLeg> = {}): BetLeg {
  return {
    outcomeId: '101/1x2/home',
    eventId: 101,
    sport: 'football',
    eventName: 'Arsenal – Chelsea',
    startsAt: '2026-05-02T18:30:00.000Z',
    marketType: '1x2',
    line: null,
    code: 'home',
    odds: 2.5,
    banker: false,
    status: 'open',
    ...overrides,
  };
}

/** An open single of €10.00 at 2.50 with a €8.00 cash-out offer, unless told otherwise. */
export function bet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 1,
    type: 'single',
    stake: 1000,
    lines: 1,
    totalStake: 1000,
    sizes: null,
    odds: 2.5,
    potentialReturn: 2500,
    status: 'open',
    payout: 0,
    tax: 0,
    bookingCode: 'K7M2QX',
    currencyCode: 'EUR',
    placedAt: '2026-05-01T10:00:00.000Z',
    settledAt: null,
    legs: [leg()],
    cashOut: { value: 800, available: true },
    ...overrides,
  };
}

/** A request my bets made: path with query, method, body and Idempotency-Key. */
export type BetsCall = ClientCall;

/** A logged-in player1 plus `handler` for the bets calls; records every call under /api/client/bets. */
export const serveBets = (handler: FetchHandler) => servePlayer('/api/client/bets', handler);

export const betList = (bets: Bet[], total = bets.length) => json({ bets, total });
