import type { TableFairness } from '@playline/contract/casino';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoTableSecrets } from '#app/db/schema.ts';
import { fairRng, newServerSeed, seedHash } from '../engines/fair-rng';
import type { Rng } from '../engines/types';
import { tableClientSeed } from '../fairness/verify';

export type TableSecretRow = typeof casinoTableSecrets.$inferSelect;

/**
 * A table round's secret (decision 018): a server seed from node:crypto, written once — whichever instance first
 * needs it (the leader as betting opens, or a bet) — and answered as stored afterwards. Its hash is what the table
 * publishes while bets are taken; the round is drawn from it; the seed is shown with the result.
 */
export async function commitRound(db: Database, tableId: number, roundId: number, now: Date) {
  const serverSeed = newServerSeed();
  await db
    .insert(casinoTableSecrets)
    .values({ tableId, roundId, serverSeed, serverSeedHash: seedHash(serverSeed), createdAt: now })
    .onConflictDoNothing({ target: [casinoTableSecrets.tableId, casinoTableSecrets.roundId] });
  const row = await roundSecret(db, tableId, roundId);
  if (!row) throw new Error(`table ${tableId} round ${roundId} has no secret`);
  return row;
}

export async function roundSecret(db: Database, tableId: number, roundId: number) {
  const [row] = await db
    .select()
    .from(casinoTableSecrets)
    .where(and(eq(casinoTableSecrets.tableId, tableId), eq(casinoTableSecrets.roundId, roundId)))
    .limit(1);
  return row;
}

/** The round's Rng: the stream of its secret for clientSeed `table-<id>` and nonce = the round's id. */
export const roundRng = (secret: TableSecretRow): Rng =>
  fairRng(secret.serverSeed, tableClientSeed(secret.tableId), secret.roundId);

/** The commitment as the table shows it: the seed only with `revealed` (the result is out). */
export const tableFairness = (secret: TableSecretRow, revealed: boolean): TableFairness => ({
  roundId: secret.roundId,
  serverSeedHash: secret.serverSeedHash,
  serverSeed: revealed ? secret.serverSeed : null,
});
