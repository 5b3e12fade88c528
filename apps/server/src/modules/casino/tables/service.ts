import { type TableResult, tableChannel, tableUpdateSchema } from '@playline/contract/casino';
import type { FastifyInstance } from 'fastify';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { TABLES, type TableDefinition, tableById } from '../catalogue/tables';
import { type Board, createBoard, HISTORY_SIZE, type PublishedRound, tableStateAt, tableUpdate } from './board';
import { isTableChannel, tableHubLink } from './hub-link';
import { startTablesJob, type TablesDeps } from './job';
import { latestRounds } from './repository';
import { shownResult } from './reveal';
import { roundTimes } from './rhythm';
import { roundSecret, tableFairness } from './secrets';

/** What this instance knows of a table from the database at start: the results whose time to be shown has come. */
async function publishedFromDatabase(app: FastifyInstance, table: TableDefinition): Promise<PublishedRound | null> {
  const now = app.clock().getTime();
  const rows = (await latestRounds(app.db, table.tableId, HISTORY_SIZE + 2)).filter(
    (row) => roundTimes(table, row.roundId).decisionsCloseAt <= now,
  );
  const [latest, ...earlier] = rows;
  if (!latest) return null;
  const shown = (row: (typeof rows)[number]) =>
    shownResult(app.db, table.tableId, row.roundId, row.result as TableResult);
  const history = await Promise.all(earlier.slice(0, HISTORY_SIZE).map(shown));
  const secret = await roundSecret(app.db, table.tableId, latest.roundId);
  const fairness = secret ? { fairness: tableFairness(secret, true) } : {};
  return { roundId: latest.roundId, result: await shown(latest), history, ...fairness };
}

/**
 * The tables on this instance: the board every answer reads (kept current by the `table:<id>` messages on the bus,
 * whoever publishes them), the hub's snapshots of table channels, and the rounds job while this instance leads.
 */
export function createTablesService(app: FastifyInstance) {
  const board: Board = createBoard();
  const link = tableHubLink(app);
  const seated = (table: TableDefinition) => link.seated(tableChannel(table.tableId));
  const deps: TablesDeps = { app, board, seated: (tableId) => link.seated(tableChannel(tableId)) };

  const onMessage = (payload: string) => {
    let parsed: ReturnType<typeof tableUpdateSchema.safeParse>;
    try {
      parsed = tableUpdateSchema.safeParse(JSON.parse(payload));
    } catch {
      return; // not ours to judge: the bus carries what publishers wrote
    }
    if (!parsed.success) return;
    const { tableId, roundId, result, dealt, history, fairness } = parsed.data;
    board.remember(tableId, { roundId, result, dealt, history, ...(fairness ? { fairness } : {}) });
  };

  link.provideSnapshots((channel) => {
    const table = tableById(Number(channel.slice('table:'.length)));
    if (!table) return null;
    const state = tableStateAt(table, board.published(table.tableId), app.clock().getTime(), seated(table));
    return Buffer.from(JSON.stringify(tableUpdate(state)));
  });

  // Table channels are public hub channels the tables serve: the hub sends their snapshots and reports the seats.
  app.hubExtensions.servePublic({ owns: isTableChannel, snapshot: link.snapshot, hold: link.seat });

  app.addHook('onReady', async () => {
    for (const table of TABLES) {
      const known = await publishedFromDatabase(app, table);
      if (known) board.remember(table.tableId, known);
      await app.hubBus.subscribe(tableChannel(table.tableId), onMessage);
    }
  });
  app.addHook('preClose', async () => {
    for (const table of TABLES) app.hubBus.unsubscribe(tableChannel(table.tableId), onMessage);
  });
  app.leader.whileLeading('casino-tables', () => startTablesJob(deps));

  return {
    board,
    deps,
    seated,
    /** The table of a route's id, or 404. */
    table(tableId: number, messages: Messages): TableDefinition {
      const table = tableById(tableId);
      if (!table) throw new HttpError(404, messages.t('casino.tableNotFound'));
      return table;
    },
  };
}
export type TablesService = ReturnType<typeof createTablesService>;
