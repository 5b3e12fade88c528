import type { TableResult, TableRoundFairness } from '@playline/contract/casino';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { TableDefinition } from '../catalogue/tables';
import { tableClientSeed } from '../fairness/verify';
import { roundRow } from './repository';
import { currentRound, roundTimes } from './rhythm';
import { commitRound, roundSecret } from './secrets';
import type { TablesService } from './service';

/**
 * One table round's commitment as the board API answers it: the hash from the time betting opens (a round open
 * for bets gets its secret now if the leader has not made it yet), the seed and the full draw once the round is
 * over — its result drawn and no decision left — and never before. 404 for a round that never was or is to come.
 */
export async function tableRoundFairness(
  service: TablesService,
  table: TableDefinition,
  roundId: number,
  messages: Messages,
): Promise<TableRoundFairness> {
  const { app } = service.deps;
  const now = app.clock();
  const times = roundTimes(table, roundId);
  const open = currentRound(table, now.getTime()).roundId === roundId && now.getTime() < times.bettingClosesAt;
  const secret =
    (await roundSecret(app.db, table.tableId, roundId)) ??
    (open ? await commitRound(app.db, table.tableId, roundId, now) : undefined);
  if (!secret) throw new HttpError(404, messages.t('casino.roundNotFound'));
  const drawn = now.getTime() >= times.decisionsCloseAt ? await roundRow(app.db, table.tableId, roundId) : undefined;
  return {
    tableId: table.tableId,
    roundId,
    serverSeedHash: secret.serverSeedHash,
    serverSeed: drawn ? secret.serverSeed : null,
    clientSeed: tableClientSeed(table.tableId),
    nonce: roundId,
    result: drawn ? (drawn.result as TableResult) : null,
  };
}
