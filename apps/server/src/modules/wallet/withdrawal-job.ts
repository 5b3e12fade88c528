import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payments/provider';
import { completeDueWithdrawals } from './complete-withdrawals';

/** How often to look for due withdrawals: a quarter of the delay, between 250 ms and 5 s. */
export const pollIntervalMs = (delaySeconds: number) => Math.min(5000, Math.max(250, (delaySeconds * 1000) / 4));

/**
 * Runs the payment provider's completions in the background on every instance (the row locks keep them from
 * completing one withdrawal twice). Runs never overlap; stopping waits for the current run.
 */
export function startWithdrawalJob(app: FastifyInstance, provider: PaymentProvider, delaySeconds: number) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = completeDueWithdrawals(app.ledger, app.db, provider)
      .then((completed) => {
        if (completed > 0) app.log.info({ completed }, 'withdrawals completed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'withdrawal completion failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, pollIntervalMs(delaySeconds));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
