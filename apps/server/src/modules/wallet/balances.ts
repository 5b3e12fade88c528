import type { Balance } from '@playline/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerAccounts } from '#app/db/schema.ts';

/** Balances in minor units: `balance` is wallet plus held, `calculatedBalance` the available wallet (design §8). */
export function toBalance(wallet: number, held: number, currencyCode: string): Balance {
  // Bets bring tax on winnings later; until then nothing is owed.
  return { balance: wallet + held, calculatedBalance: wallet, tax: 0, currencyCode };
}

/** A player's balances as committed now. */
export async function balanceOf(db: Database, userId: number, currencyCode: string): Promise<Balance> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return toBalance(of('wallet'), of('held'), currencyCode);
}
