import type { FastifyInstance } from 'fastify';
import { settleDue } from './settle-events';

/** How often the leading instance looks for events that ended: results reach wallets within a few seconds. */
export const SETTLEMENT_INTERVAL_MS = 3000;

/**
 * Runs settlement in the background on the leading instance (row locks with SKIP LOCKED and the ledger's keys
 * would still keep two runners from paying one bet twice). Runs never overlap; stopping waits for the current run.
 */
export function startSettlementJob(app: FastifyInstance, intervalMs = SETTLEMENT_INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = settleDue({ ledger: app.ledger, db: app.db, feed: app.feed })
      .then((count) => {
        if (count.settledLegs > 0 || count.settledBets > 0) app.log.info(count, 'bets settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settlement failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
