import type { MovementType } from '@playline/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { auditLog, type LedgerAccountKind, ledgerAccounts, ledgerEntries, ledgerTransactions } from '#app/db/schema.ts';
import type { RequestContext } from '../audit/request-context';

/** SQL of the ledger. Every function takes the transaction it runs in. */

export interface LockedAccount {
  id: number;
  kind: LedgerAccountKind;
  balance: number;
}

export interface MovementLock {
  /** The player's accounts, locked for the rest of the transaction. */
  accounts: LockedAccount[];
  /** The transaction already recorded under this idempotency key, if any. */
  previous: { requestHash: string; response: unknown } | null;
  /** The id the new transaction will have (drawn now so its answer can be written with it). */
  transactionId: number;
}

/**
 * One statement that locks a player's accounts (in id order, so concurrent movements never deadlock), looks up
 * the idempotency key and draws the next transaction id. One round trip instead of three matters on PGlite,
 * where every statement costs about a millisecond.
 */
export async function lockForMovement(tx: Database, userId: number, kind: MovementType, key: string) {
  const previous = (column: string) =>
    sql`(select ${sql.raw(column)} from ${ledgerTransactions} p
         where p.user_id = ${userId} and p.kind = ${kind} and p.idempotency_key = ${key})`;
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      previousHash: sql<string | null>`${previous('request_hash')}`,
      previousResponse: sql<unknown>`${previous('response')}`,
      nextId: sql<number>`(select nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::int)`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const first = rows[0];
  if (!first) throw new Error(`user ${userId} has no ledger accounts`);
  const lock: MovementLock = {
    accounts: rows.map(({ id, kind: accountKind, balance }) => ({ id, kind: accountKind, balance })),
    previous:
      first.previousHash === null ? null : { requestHash: first.previousHash, response: first.previousResponse },
    transactionId: first.nextId,
  };
  return lock;
}

/** Players' wallet and held accounts, created with the accounts themselves. */
export async function createPlayerAccounts(tx: Database, players: { userId: number; currencyCode: string }[]) {
  if (players.length === 0) return;
  const rows = players.flatMap(({ userId, currencyCode }) =>
    (['wallet', 'held'] as const).map((kind) => ({ key: `user:${userId}:${kind}`, userId, kind, currencyCode })),
  );
  await tx.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

/**
 * The id of a house account, created on first use; `created` tells that the row is new in this (uncommitted)
 * transaction.
 */
export async function houseAccountId(tx: Database, kind: LedgerAccountKind, currencyCode: string) {
  const key = `house:${kind}:${currencyCode}`;
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  if (existing) return { id: existing.id, created: false };
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ key, kind, currencyCode })
    .onConflictDoUpdate({ target: ledgerAccounts.key, set: { key } })
    .returning({ id: ledgerAccounts.id });
  if (!created) throw new Error(`house account ${key} is missing`);
  return { id: created.id, created: true };
}

export type NewTransaction = Required<Omit<typeof ledgerTransactions.$inferInsert, 'response'>> & { response: unknown };

/**
 * Writes a movement in one statement: the transaction with its answer, its entries, its audit entry (with the
 * request it came from, when known), and the new balances of the tracked accounts (the CHECK refuses a negative player balance and fails the whole statement). Legs of one account
 * are summed for its balance: a casino round takes the stake and pays the win in one movement, as two entries each.
 */
export async function recordMovement(
  tx: Database,
  transaction: NewTransaction,
  legs: { accountId: number; amount: number; tracked: boolean }[],
  request?: RequestContext,
) {
  const t = transaction;
  const entries = sql.join(
    legs.map((leg) => sql`(${leg.accountId}::int, ${leg.amount}::bigint)`),
    sql`, `,
  );
  const tracked = legs.filter((leg) => leg.tracked);
  const deltas = sql.join(
    tracked.map((leg) => sql`(${leg.accountId}::int, ${leg.amount}::bigint)`),
    sql`, `,
  );
  const balances =
    tracked.length === 0
      ? sql``
      : sql`, balances as (
          update ${ledgerAccounts} set balance = ${ledgerAccounts}.balance + d.delta
          from (select v.id, sum(v.delta) as delta from (values ${deltas}) as v(id, delta) group by v.id) as d
          where ${ledgerAccounts}.id = d.id)`;
  await tx.execute(sql`
    with recorded as (
      insert into ${ledgerTransactions}
        (id, kind, user_id, amount, idempotency_key, request_hash, response, created_at)
      values (${t.id}, ${t.kind}, ${t.userId}, ${t.amount}, ${t.idempotencyKey}, ${t.requestHash},
        ${JSON.stringify(t.response)}::jsonb, ${t.createdAt.toISOString()}::timestamptz)
      returning id
    ), entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount)
      select recorded.id, v.account_id, v.amount from recorded, (values ${entries}) as v(account_id, amount)
    ), audited as (
      insert into ${auditLog}
        (category, action, user_id, amount, idempotency_key, transaction_id, request_id, ip, created_at)
      select 'money', ${t.kind}::text, ${t.userId}::int, ${t.amount}::bigint, ${t.idempotencyKey}::text, recorded.id,
        ${request?.requestId ?? null}::text, ${request?.ip ?? null}::text, ${t.createdAt.toISOString()}::timestamptz
      from recorded
    )${balances}
    select id from recorded`);
}
