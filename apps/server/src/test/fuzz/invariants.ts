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
  'cash_outs',
  'booking_codes',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'withdrawals',
  'payments',
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

/** Row counts of every watched table by counting them: exact, but slower the more rows a long run has stored. */
export async function exactRowCounts(app: FastifyInstance): Promise<RowCounts> {
  const result = (await app.db.execute(COUNTS_QUERY)) as unknown as { rows: RowCounts[] };
  const row = result.rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

/**
 * Keeps every watched table's row count in `fuzz_row_counts` with row triggers, so `rowCounts` costs the same after a
 * million requests as after ten: counting the tables themselves after every write grew with them and dominated a
 * 10,000-per-endpoint run. A rolled-back write rolls its counter back too, exactly as `count(*)` would see it. The
 * fuzz test compares the two at the end. Test databases only.
 */
export async function installRowCounters(app: FastifyInstance): Promise<void> {
  await app.db.execute(
    sql.raw('create table if not exists fuzz_row_counts (table_name text primary key, n bigint not null)'),
  );
  await app.db.execute(
    sql.raw(`create or replace function fuzz_count_rows() returns trigger language plpgsql as $$
      begin
        update fuzz_row_counts set n = n + (case when tg_op = 'INSERT' then 1 else -1 end)
          where table_name = tg_table_name;
        return null;
      end $$`),
  );
  for (const table of WATCHED_TABLES) {
    await app.db.execute(sql.raw(`drop trigger if exists fuzz_count_rows on ${table}`));
    await app.db.execute(
      sql.raw(
        `create trigger fuzz_count_rows after insert or delete on ${table} for each row execute function fuzz_count_rows()`,
      ),
    );
    await app.db.execute(
      sql.raw(`insert into fuzz_row_counts select '${table}', count(*) from ${table}
        on conflict (table_name) do update set n = excluded.n`),
    );
  }
}

/** Row counts of every watched table, read from the trigger-kept counters (`installRowCounters` first). */
export async function rowCounts(app: FastifyInstance): Promise<RowCounts> {
  const result = (await app.db.execute(sql.raw('select table_name, n::int as n from fuzz_row_counts'))) as unknown as {
    rows: { table_name: string; n: number }[];
  };
  const counts = Object.fromEntries(result.rows.map((row) => [row.table_name, row.n])) as RowCounts;
  for (const table of WATCHED_TABLES) if (counts[table] === undefined) throw new Error(`no row counter on ${table}`);
  return counts;
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
