import type { ActivityStatement, StatementMonth } from '@playline/contract/safer-gambling';
import type { Database } from '#app/db/client.ts';
import { cashPerMonth, lifetimeNetDeposits, playPerMonth } from './statement-repository';

/** The last `count` calendar months (UTC) ending with the month of `now`, newest first: `2026-11`, `2026-10`… */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** GET /api/client/rg/statement: twelve months of deposits, withdrawals, stakes and returns, and lifetime net deposits. */
export async function activityStatement(
  db: Database,
  player: { userId: number; currencyCode: string },
  now: Date,
): Promise<ActivityStatement> {
  const months = lastMonths(now, 12);
  const oldest = months.at(-1) ?? '';
  const since = new Date(`${oldest}-01T00:00:00Z`);
  // Inclusive of the first instant of the oldest month.
  since.setTime(since.getTime() - 1);
  const [cash, play, lifetime] = await Promise.all([
    cashPerMonth(db, player.userId, since),
    playPerMonth(db, player.userId, since),
    lifetimeNetDeposits(db, player.userId),
  ]);
  const rows = months.map((month): StatementMonth => {
    const paid = cash.find((row) => row.month === month);
    const played = play.find((row) => row.month === month);
    const stakes = Number(played?.stakes ?? 0);
    const returns = Number(played?.returns ?? 0);
    return {
      month,
      deposits: Number(paid?.deposits ?? 0),
      withdrawals: Number(paid?.withdrawals ?? 0),
      stakes,
      returns,
      net: returns - stakes,
    };
  });
  return { currencyCode: player.currencyCode, months: rows, lifetimeNetDeposits: lifetime };
}
