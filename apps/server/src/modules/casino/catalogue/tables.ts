import type { TableEngine } from '@playline/contract/casino';

/**
 * The shared live tables: the catalogue lists one game per table, and the tables service runs each table's rounds
 * on this rhythm. Ids are stable (bets and rounds are stored by table id), so new tables only ever append.
 */
export interface TableDefinition {
  tableId: number;
  engine: TableEngine;
  name: string;
  dealer: string;
  /** A round starts every `roundMs`; bets are taken during its first `bettingMs`. */
  roundMs: number;
  bettingMs: number;
  /** The rhythm key: the catalogue entry's `variant` and, for the route, its subcategory. */
  rhythm: 'speed' | 'classic' | 'relaxed';
}

/** Betting takes a bit over half a roulette or wheel round; the rest is the spin and the result on screen. */
const spinTable = (
  tableId: number,
  engine: 'live-roulette' | 'live-wheel',
  name: string,
  dealer: string,
  rhythm: TableDefinition['rhythm'],
): TableDefinition => {
  const roundMs = SPIN_ROUND_MS[rhythm];
  return { tableId, engine, name, dealer, roundMs, bettingMs: Math.round((roundMs * 0.6) / 1000) * 1000, rhythm };
};

const SPIN_ROUND_MS: Record<TableDefinition['rhythm'], number> = { speed: 30_000, classic: 45_000, relaxed: 60_000 };

/** Live blackjack needs a decision phase after betting: 15 s to bet, then time to hit, stand or double. */
const blackjackTable = (
  tableId: number,
  name: string,
  dealer: string,
  rhythm: TableDefinition['rhythm'],
): TableDefinition => ({
  tableId,
  engine: 'live-blackjack',
  name,
  dealer,
  roundMs: rhythm === 'speed' ? 40_000 : rhythm === 'classic' ? 45_000 : 60_000,
  bettingMs: 15_000,
  rhythm,
});

export const TABLES: readonly TableDefinition[] = [
  spinTable(1, 'live-roulette', 'Speed Roulette Aurora', 'Elena', 'speed'),
  spinTable(2, 'live-roulette', 'Speed Roulette Meridian', 'Marco', 'speed'),
  spinTable(3, 'live-roulette', 'Roulette Grand Salon', 'Sofia', 'classic'),
  spinTable(4, 'live-roulette', 'Roulette Harbour Lights', 'Nikos', 'classic'),
  spinTable(5, 'live-roulette', 'Roulette Velvet Lounge', 'Irene', 'relaxed'),
  spinTable(6, 'live-roulette', 'Roulette Olive Terrace', 'Dimitris', 'relaxed'),
  spinTable(7, 'live-wheel', 'Fortune Wheel Carnival', 'Lucia', 'speed'),
  spinTable(8, 'live-wheel', 'Fortune Wheel Starlight', 'Andreas', 'classic'),
  spinTable(9, 'live-wheel', 'Fortune Wheel Boulevard', 'Maya', 'relaxed'),
  blackjackTable(10, 'Blackjack Emerald', 'Katerina', 'speed'),
  blackjackTable(11, 'Blackjack Sapphire', 'Jonas', 'classic'),
  blackjackTable(12, 'Blackjack Onyx', 'Petra', 'relaxed'),
];

export const tableById = (tableId: number): TableDefinition | undefined =>
  TABLES.find((table) => table.tableId === tableId);
