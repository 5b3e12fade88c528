import type { Movement, TransactionsPage, transactionsQuerySchema } from '@playline/contract';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import type { FeedAdapter } from '../sports/feed/adapter';
import { countMovements, findMovements, type MovementFilter, type MovementRow } from './history-repository';
import { movementSubjects } from './movement-subjects';

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

/** Rows of the ledger as the player sees them, each named by what it was about. */
async function present(db: Database, feed: FeedAdapter, rows: MovementRow[]): Promise<Movement[]> {
  const movements = rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: row.amount,
    availableChange: Number(row.availableChange),
    balanceChange: Number(row.balanceChange),
    availableAfter: Number(row.availableAfter),
    balanceAfter: Number(row.balanceAfter),
    createdAt: row.createdAt.toISOString(),
  }));
  const subjects = await movementSubjects(
    db,
    feed,
    movements.map((movement, index) => ({ ...movement, idempotencyKey: rows[index]?.idempotencyKey ?? '' })),
  );
  return movements.map((movement) => ({ ...movement, subject: subjects.get(movement.id) ?? null }));
}

/** GET /api/client/transactions */
export async function transactionHistory(
  db: Database,
  feed: FeedAdapter,
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
  return { items: await present(db, feed, rows), total, page: query.page, pageSize: query.pageSize };
}

/** The player's latest movement, for GET /api/client/balance/change. */
export async function lastMovement(db: Database, feed: FeedAdapter, userId: number): Promise<Movement | null> {
  const [movement] = await present(db, feed, await findMovements(db, { userId }, 1, 0));
  return movement ?? null;
}
