import type { Movement, TransactionsPage, transactionsQuerySchema } from '@playline/contract';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import { countMovements, findMovements, type MovementFilter } from './history-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` is inclusive; `to` includes the whole day of a date (`2026-05-01`) or the exact instant of a date-time. */
export function dateRange(from?: string, to?: string): Pick<MovementFilter, 'from' | 'until'> {
  const range: Pick<MovementFilter, 'from' | 'until'> = {};
  if (from) range.from = new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from);
  if (to) {
    const end = new Date(DATE_ONLY.test(to) ? `${to}T00:00:00Z` : to).getTime();
    range.until = new Date(end + (DATE_ONLY.test(to) ? DAY_MS : 1));
  }
  return range;
}

type Row = Awaited<ReturnType<typeof findMovements>>[number];

const presentMovement = (row: Row): Movement => ({
  id: row.id,
  type: row.type,
  amount: row.amount,
  availableChange: Number(row.availableChange),
  balanceChange: Number(row.balanceChange),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/client/transactions */
export async function transactionHistory(
  db: Database,
  userId: number,
  query: z.output<typeof transactionsQuerySchema>,
): Promise<TransactionsPage> {
  const filter: MovementFilter = { userId, ...dateRange(query.from, query.to) };
  if (query.type) filter.type = query.type;
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    findMovements(db, filter, query.pageSize, offset),
    countMovements(db, filter),
  ]);
  return { items: rows.map(presentMovement), total, page: query.page, pageSize: query.pageSize };
}

/** The player's latest movement, for GET /api/client/balance/change. */
export async function lastMovement(db: Database, userId: number): Promise<Movement | null> {
  const [row] = await findMovements(db, { userId }, 1, 0);
  return row ? presentMovement(row) : null;
}
