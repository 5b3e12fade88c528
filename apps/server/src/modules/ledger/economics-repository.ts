import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';

/** SQL of the economic check: totals per product over what settled, and counts of payments nobody earned. */

export interface ProductTotals {
  product: string;
  currencyCode: string;
  settled: number;
  staked: number;
  paid: number;
}

/** Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`; the database type unites them. */
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Settled sports bets per type. A partial cash-out took part of the stake off the bet and added what it paid to
 * the payout, so the stake is the remaining one plus the parts cashed out before the last (a full cash-out leaves
 * the stake as it was).
 */
export const sportsTotals = (db: Database) =>
  rows<ProductTotals>(
    db,
    sql`select 'sports:' || b.type as product, b.currency_code as "currencyCode", count(*)::int as settled,
          (sum(b.total_stake) + coalesce(sum(c.part), 0))::bigint::text as staked, sum(b.payout)::bigint::text as paid
        from bets b
        left join (select bet_id, sum(part) filter (where part < total_stake) as part from cash_outs group by bet_id) c
          on c.bet_id = b.id
        where b.status <> 'open'
        group by b.type, b.currency_code`,
  );

/** Real-money rounds of the games played alone, per engine (demo credits are not money). */
export const casinoTotals = (db: Database) =>
  rows<ProductTotals>(
    db,
    sql`select 'casino:' || r.engine as product, u.currency_code as "currencyCode", count(*)::int as settled,
          sum(r.stake)::bigint::text as staked, sum(r.win)::bigint::text as paid
        from casino_rounds r join users u on u.id = r.user_id
        where r.status = 'settled' and not r.demo
        group by r.engine, u.currency_code`,
  );

/** Real-money bets on the shared tables, per table (the service names each table's game). */
export const tableTotals = (db: Database) =>
  rows<ProductTotals & { tableId: number }>(
    db,
    sql`select t.table_id as "tableId", '' as product, u.currency_code as "currencyCode", count(*)::int as settled,
          sum(t.stake)::bigint::text as staked, sum(coalesce(t.win, 0))::bigint::text as paid
        from casino_table_bets t join users u on u.id = t.user_id
        where t.settled_at is not null and not t.demo
        group by t.table_id, u.currency_code`,
  );

/** The house accounts' balances: the sum of their entries (their balance column is not kept). */
export const houseAccountBalances = (db: Database) =>
  rows<{ kind: string; currencyCode: string; balance: string }>(
    db,
    sql`select a.kind, a.currency_code as "currencyCode", coalesce(sum(e.amount), 0)::bigint::text as balance
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.kind not in ('wallet', 'held')
        group by a.kind, a.currency_code
        order by a.kind, a.currency_code`,
  );

/** Won bets that paid more than their potential return (what cash-outs paid earlier is not part of the win). */
export const betsPaidAbovePotential = (db: Database) =>
  count(
    db,
    sql`select count(*)::int as n from bets b
        where b.status = 'won'
          and b.payout - coalesce((select sum(c.paid) from cash_outs c where c.bet_id = b.id), 0) > b.potential_return`,
  );

/** Cash-outs that paid more than their part of the offer (a cent of rounding allowed). */
export const cashOutsAboveOffer = (db: Database) =>
  count(db, sql`select count(*)::int as n from cash_outs where paid * total_stake > offer * part + total_stake`);

/**
 * Bets settled without their legs' results: won, lost or void while a leg is still open, and (systems aside,
 * which win with some legs lost) won with a lost leg or lost without one.
 */
export const settlementsWithoutResult = (db: Database) =>
  count(
    db,
    sql`select count(*)::int as n from bets b
        where b.status in ('won', 'lost', 'void') and (
          exists (select 1 from bet_legs l where l.bet_id = b.id and l.status = 'open')
          or (b.type <> 'system' and b.status = 'won'
              and exists (select 1 from bet_legs l where l.bet_id = b.id and l.status = 'lost'))
          or (b.type <> 'system' and b.status = 'lost'
              and not exists (select 1 from bet_legs l where l.bet_id = b.id and l.status = 'lost')))`,
  );

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(db, query);
  return row?.n ?? 0;
}
