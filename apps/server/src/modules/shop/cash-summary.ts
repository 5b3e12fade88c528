import type { BrandConfig, ShopCashSummary } from '@playline/contract';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#app/db/client.ts';
import { shopCashMovements, users } from '#app/db/schema.ts';

const DAY_MS = 86_400_000;
const operators = alias(users, 'operators');

/** The UTC day `date` (YYYY-MM-DD) names, or today's. */
export function dayOf(date: string | undefined, now: Date): { date: string; from: Date; to: Date } {
  const day = date ?? now.toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  return { date: day, from, to: new Date(from.getTime() + DAY_MS) };
}

/** A shop's cash desk over one UTC day: totals per kind, the net cash taken, and every movement, newest first. */
export async function cashSummary(
  db: Database,
  site: BrandConfig,
  currencyCode: string,
  day: ReturnType<typeof dayOf>,
) {
  const rows = await db
    .select({
      transactionId: shopCashMovements.transactionId,
      at: shopCashMovements.createdAt,
      kind: shopCashMovements.kind,
      amount: shopCashMovements.amount,
      clientLogin: users.userName,
      operatorName: operators.userName,
    })
    .from(shopCashMovements)
    .innerJoin(users, eq(users.id, shopCashMovements.clientId))
    .innerJoin(operators, eq(operators.id, shopCashMovements.operatorId))
    .where(
      and(
        eq(shopCashMovements.shopSiteId, site.siteId),
        gte(shopCashMovements.createdAt, day.from),
        lt(shopCashMovements.createdAt, day.to),
      ),
    )
    .orderBy(desc(shopCashMovements.createdAt), desc(shopCashMovements.transactionId));
  const total = (kind: 'pay_in' | 'pay_out') => {
    const of = rows.filter((row) => row.kind === kind);
    return { count: of.length, amount: of.reduce((sum, row) => sum + row.amount, 0) };
  };
  const payIns = total('pay_in');
  const payOuts = total('pay_out');
  const summary: ShopCashSummary = {
    date: day.date,
    currencyCode,
    payIns,
    payOuts,
    net: payIns.amount - payOuts.amount,
    movements: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
  return summary;
}
