import type { PlaceBetsResult } from '@playline/contract/bets';
import type { SlipData, SlipSelection } from '#app/entities/slip/slip-types.ts';
import type { PlaceState } from '../hooks/use-place-bets';

const at = '2026-06-01T18:00:00.000Z';

function pick(eventId: number, code: string, odds: number, extra: Partial<SlipSelection> = {}): SlipSelection {
  const marketKey = extra.marketKey ?? '1x2';
  return {
    outcomeId: `${eventId}/${marketKey}/${code}`,
    eventId,
    marketKey,
    code,
    odds,
    eventName:
      ['Olympiacos – Panathinaikos', 'AEK – PAOK', 'Aris – OFI', 'Arsenal – Chelsea', 'Lazio – Roma'][eventId % 5] ??
      '',
    marketType: '1x2',
    line: null,
    sport: 'football',
    startsAt: at,
    addedAt: eventId,
    ...extra,
  };
}

const four = [pick(1, 'home', 1.85), pick(2, 'draw', 3.4), pick(3, 'away', 2.6), pick(4, 'home', 1.5)];

export interface SlipFixture {
  name: string;
  data: Partial<SlipData>;
  place?: PlaceState;
  /** Builder prices to seed, by outcome ids. */
  prices?: { outcomeIds: string[]; odds: number; eventId: number }[];
  /** Renders with the Greek-market brand (winnings tax). */
  siteId?: number;
}

const receipt: PlaceBetsResult = {
  balance: 99_000,
  calculatedBalance: 99_000,
  currencyCode: 'EUR',
  bets: [
    {
      id: 1042,
      type: 'multiple',
      stake: 1000,
      lines: 1,
      totalStake: 1000,
      sizes: null,
      odds: 16.35,
      potentialReturn: 16_350,
      status: 'open',
      payout: 0,
      tax: 0,
      bookingCode: 'K7M2QX',
      currencyCode: 'EUR',
      placedAt: at,
      settledAt: null,
      legs: [],
      cashOut: null,
    },
  ],
};

const builderPicks = [
  pick(5, 'home', 1.7),
  pick(5, 'over', 1.9, { marketKey: 'ou:2.5', marketType: 'ou', line: 2.5, outcomeId: '5/ou:2.5/over' }),
  pick(5, 'yes', 1.8, { marketKey: 'btts', marketType: 'btts', outcomeId: '5/btts/yes' }),
];

/** Every state of the slip, for /slip-test. */
export const SLIP_FIXTURES: SlipFixture[] = [
  { name: 'Empty', data: {} },
  { name: 'Singles', data: { selections: four.slice(0, 2), stakes: { '1/1x2/home': '10', '2/1x2/draw': '5,5' } } },
  { name: 'Multiple', data: { selections: four.slice(0, 3), mode: 'multiple', stakes: { multiple: '10' } } },
  {
    name: 'System with a banker',
    data: { selections: four, mode: 'system', bankers: ['1/1x2/home'], sizes: [2, 3], stakes: { system: '1' } },
  },
  {
    name: 'Bet builder',
    data: { builder: [{ eventId: 5, picks: builderPicks }], mode: 'builder', stakes: { 'builder:5': '5' } },
    prices: [{ outcomeIds: builderPicks.map((p) => p.outcomeId), odds: 5.2, eventId: 5 }],
  },
  {
    name: 'Odds changed',
    data: {
      selections: [pick(1, 'home', 2.05, { previousOdds: 1.85 }), pick(2, 'draw', 3.1, { previousOdds: 3.4 })],
      mode: 'multiple',
      stakes: { multiple: '10' },
    },
  },
  {
    name: 'Suspended',
    data: {
      selections: [pick(1, 'home', 1.85, { status: 'suspended' }), pick(3, 'away', 2.6, { status: 'removed' })],
      stakes: { '1/1x2/home': '10', '3/1x2/away': '10' },
    },
  },
  {
    name: 'Placing',
    data: { selections: four.slice(0, 1), stakes: { '1/1x2/home': '10' } },
    place: { kind: 'placing' },
  },
  { name: 'Receipt', data: {}, place: { kind: 'receipt', result: receipt } },
  {
    name: 'Error',
    data: { selections: four.slice(0, 1), stakes: { '1/1x2/home': '10' } },
    place: { kind: 'error', reason: 'retry', message: null },
  },
  {
    name: 'Greek tax',
    data: { selections: four.slice(0, 3), mode: 'multiple', stakes: { multiple: '100' } },
    siteId: 44,
  },
];
