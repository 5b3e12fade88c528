import type { TableFairness, TableResult } from '@playline/contract/casino';
import { tableChannel } from '@playline/contract/casino-keys';
import type { FastifyInstance } from 'fastify';
import { TABLES, type TableDefinition } from '../catalogue/tables';
import type { Rng } from '../engines/types';
import { type Board, historyBefore, tableStateAt, tableUpdate } from './board';
import { drawResult } from './outcomes';
import { drawOnce, roundsWithUnsettledBets, unsettledRounds } from './repository';
import { shownResult } from './reveal';
import { currentRound, roundTimes } from './rhythm';
import { commitRound, roundRng, tableFairness } from './secrets';
import { settleRound } from './settle';
import { showOverdueCard } from './step-reveal';

/** How often the leader looks at the tables' clocks: results go out within this of the window closing. */
export const TABLES_TICK_MS = 250;
/** Every this many ticks the leader also settles earlier rounds left unpaid (a leader that stopped mid-round). */
const RECOVERY_EVERY_TICKS = 40;

export interface TablesDeps {
  app: FastifyInstance;
  board: Board;
  /** Tests only: draws from this instead of the round's committed secret (the outcome they need). */
  rng?: Rng;
  seated(tableId: number): number;
  tables?: readonly TableDefinition[];
}

/** Sends the table's state now, as this leader's board has it, to everyone seated on every instance. */
export function publishTable(deps: TablesDeps, table: TableDefinition) {
  const now = deps.app.clock().getTime();
  const update = tableUpdate(tableStateAt(table, deps.board.published(table.tableId), now, deps.seated(table.tableId)));
  deps.app.hub.publish(tableChannel(table.tableId), update);
  return update;
}

/** Records what the round shows now (result once revealed, blackjack's common cards) and publishes it. */
export function announce(
  deps: TablesDeps,
  table: TableDefinition,
  roundId: number,
  shown: { result: TableResult | null; dealt?: string[]; fairness?: TableFairness },
) {
  const earlier = deps.board.published(table.tableId);
  deps.board.remember(table.tableId, { roundId, ...shown, history: historyBefore(earlier, roundId) });
  return publishTable(deps, table);
}

/** Draws a round once, from its committed secret (made now if no bet or leader made it while betting was open). */
async function drawRound(deps: TablesDeps, table: TableDefinition, roundId: number) {
  const { app } = deps;
  const secret = await commitRound(app.db, table.tableId, roundId, app.clock());
  const rng = deps.rng ?? roundRng(secret);
  const row = await drawOnce(app.db, table.tableId, roundId, () => drawResult(table.engine, rng), app.clock());
  return { row, secret };
}

/** A blackjack step whose time is up shows its card (seats that did not decide stand) and the table sees it. */
async function showStepCardWhenOverdue(deps: TablesDeps, table: TableDefinition, roundId: number) {
  const dealt = await showOverdueCard(deps.app, table.tableId, roundId);
  if (dealt) announce(deps, table, roundId, { result: null, dealt });
}

/** Draws (once) and settles a round whose decisions are over: the result goes out, then every bet is paid. */
async function finishRound(deps: TablesDeps, table: TableDefinition, roundId: number, announceIt: boolean) {
  const { app } = deps;
  const { row, secret } = await drawRound(deps, table, roundId);
  const result = row.result as TableResult;
  if (announceIt) {
    const shown = await shownResult(app.db, table.tableId, roundId, result);
    announce(deps, table, roundId, { result: shown, dealt: undefined, fairness: tableFairness(secret, true) });
  }
  if (row.settledAt === null) await settleRound(app, table, roundId, result);
}

/**
 * One pass of the leader over the tables: draw a round whose window closed (blackjack: deal its common cards and
 * open the decisions), reveal and settle a round whose decisions are over, and — on `recover` — settle any earlier
 * round a stopped leader left unpaid. Each step is idempotent (the round's key, the bets' settlement keys), so a
 * second pass or a second leader changes nothing.
 */
export function createTablesPass(deps: TablesDeps) {
  const tables = deps.tables ?? TABLES;
  /** Per table: the last round whose opening, draw (blackjack: deal) and result this leader announced. */
  const opened = new Map<number, number>();
  const dealt = new Map<number, number>();
  const finished = new Map<number, number>();

  async function passTable(table: TableDefinition, now: number, recover: boolean) {
    const times = currentRound(table, now);
    if (recover) {
      const pending = new Set([
        ...(await roundsWithUnsettledBets(deps.app.db, table.tableId, times.roundId)),
        ...(await unsettledRounds(deps.app.db, table.tableId, times.roundId)),
      ]);
      for (const roundId of [...pending].sort((a, b) => a - b)) await finishRound(deps, table, roundId, false);
    }
    if (opened.get(table.tableId) !== times.roundId && now < times.bettingClosesAt) {
      // Betting opens: the seated see the new round with its commitment (and the last result moved into the
      // history) at once.
      const secret = await commitRound(deps.app.db, table.tableId, times.roundId, deps.app.clock());
      opened.set(table.tableId, times.roundId);
      announce(deps, table, times.roundId, { result: null, fairness: tableFairness(secret, false) });
    }
    if (now < times.bettingClosesAt) return;
    if (table.engine === 'live-blackjack' && dealt.get(table.tableId) !== times.roundId) {
      const { row } = await drawRound(deps, table, times.roundId);
      dealt.set(table.tableId, times.roundId);
      const cards = (row.result as Extract<TableResult, { engine: 'live-blackjack' }>).cards;
      // A leader that took over mid-round shows what was shown already, never more.
      announce(deps, table, times.roundId, { result: null, dealt: cards.slice(0, row.revealed) });
    }
    if (now < roundTimes(table, times.roundId).decisionsCloseAt) {
      if (table.engine === 'live-blackjack') await showStepCardWhenOverdue(deps, table, times.roundId);
      return;
    }
    if (finished.get(table.tableId) === times.roundId) return;
    await finishRound(deps, table, times.roundId, true);
    finished.set(table.tableId, times.roundId);
  }

  return async function pass(recover = false) {
    const now = deps.app.clock().getTime();
    for (const table of tables) {
      try {
        await passTable(table, now, recover);
      } catch (error) {
        deps.app.log.error({ err: error, tableId: table.tableId }, 'table round failed');
      }
    }
  };
}

/** Runs the passes on the leading instance; passes never overlap, and stopping waits for the current one. */
export function startTablesJob(deps: TablesDeps, tickMs = TABLES_TICK_MS) {
  const pass = createTablesPass(deps);
  let ticks = 0;
  let running: Promise<void> | null = pass(true);
  const tick = () => {
    if (running) return;
    ticks += 1;
    running = pass(ticks % RECOVERY_EVERY_TICKS === 0).finally(() => {
      running = null;
    });
  };
  void running.finally(() => {
    running = null;
  });
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
