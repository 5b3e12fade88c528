import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The tables user-facing writes touch: a refused (4xx) request must leave their row counts as they were. */
export const WATCHED_TABLES = [
  'users',
  'sessions',
  'password_reset_tokens',
  'favourites',
  'casino_favourites',
  'bets',
  'bet_legs',
  'booking_codes',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'withdrawals',
  'shop_cash_movements',
  'contact_messages',
  'promotion_opt_ins',
  'chat_messages',
  'casino_sessions',
  'casino_rounds',
  'casino_table_bets',
] as const;

export type RowCounts = Record<(typeof WATCHED_TABLES)[number], number>;

const COUNTS_QUERY = sql.raw(
  `select ${WATCHED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
);

/** Row counts of every watched table, in one round trip. */
export async function rowCounts(app: FastifyInstance): Promise<RowCounts> {
  const result = (await app.db.execute(COUNTS_QUERY)) as unknown as { rows: RowCounts[] };
  const row = result.rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

/** The tables whose counts differ, as `table: before → after`. */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return WATCHED_TABLES.filter((table) => before[table] !== after[table]).map(
    (table) => `${table}: ${before[table]} → ${after[table]}`,
  );
}

/** Why a response breaks the contract, or undefined: never 5xx, and every 4xx has the error shape. */
export function responseProblem(status: number, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  const shape = parsed as { statusCode?: unknown; error?: unknown; message?: unknown };
  if (shape?.statusCode !== status || typeof shape.error !== 'string' || typeof shape.message !== 'string') {
    return `status ${status} without the {statusCode, error, message} shape`;
  }
  return undefined;
}
