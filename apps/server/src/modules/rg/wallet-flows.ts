import type { MovementType } from '@playline/contract';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '#app/db/schema.ts';

/** Money paid in: deposits online and cash at a shop's desk. */
export const PAYING_IN = ['deposit', 'shop_pay_in'] as const satisfies MovementType[];
/** Money paid out: completed withdrawals and cash at a shop's desk. */
export const PAYING_OUT = ['withdrawal_complete', 'shop_pay_out'] as const satisfies MovementType[];
/** Movements that stake. */
export const STAKING = ['bet_stake', 'casino_bet'] as const satisfies MovementType[];
/**
 * Movements of play: stakes and what returns to the player (wins, refunds, cash-outs). A casino round stakes and
 * pays in one `casino_bet` movement, so play is read from the wallet's entries, never from the movements' sizes:
 * money out of the wallet is staked, money in is returned.
 */
export const PLAYING = [
  ...STAKING,
  'bet_win',
  'bet_refund',
  'cash_out',
  'casino_win',
] as const satisfies MovementType[];

/** `kind in (…)` of a list of movement kinds, for aggregate filters. */
export const kindIn = (kinds: readonly MovementType[]): SQL =>
  sql`${ledgerTransactions.kind} in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;

/** Money the wallet paid out (positive) in the entries matching `condition`. */
export const walletOut = (condition: SQL) =>
  sql<string>`coalesce(sum(-${ledgerEntries.amount}) filter (where ${condition} and ${ledgerEntries.amount} < 0), 0)::text`;
/** Money the wallet received in the entries matching `condition`. */
export const walletIn = (condition: SQL) =>
  sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${condition} and ${ledgerEntries.amount} > 0), 0)::text`;

/**
 * The entries of the player's wallet in their movements of `kinds` after `since`, found through the player's
 * indexed transactions; `columns` aggregate them into text (callers may group further).
 */
export function walletEntries(
  db: Database,
  columns: Record<string, SQL<string | null>>,
  { userId, since, kinds }: { userId: number; since: Date; kinds: readonly MovementType[] },
) {
  return db
    .select(columns)
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'wallet')))
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gt(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, [...kinds]),
      ),
    );
}
