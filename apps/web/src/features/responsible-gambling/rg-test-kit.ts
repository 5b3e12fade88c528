import {
  type ActivityStatement,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type MoneyLimit,
  type SaferGambling,
} from '@playline/contract/safer-gambling';
import { json } from '#app/test/fetch-mock.ts';
import { servePlayer } from '#app/test/serve-player.ts';
import { cacheUser } from '#app/test/session.ts';

/** Every kind × period without a limit, in the contract's order. */
export function noLimits(): MoneyLimit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      remaining: null,
      resetsAt: null,
      percentUsed: 0,
      pending: null,
    })),
  );
}

/** The safer-gambling state of a player with no tools set, with `over` on top and `limits` replacing theirs. */
export function rgState(over: Partial<SaferGambling> = {}, limits: Partial<MoneyLimit>[] = []): SaferGambling {
  const merged = noLimits().map((limit) => {
    const mine = limits.find((item) => item.kind === limit.kind && item.period === limit.period);
    return mine ? { ...limit, ...mine } : limit;
  });
  return {
    currencyCode: 'EUR',
    limits: merged,
    timeLimit: { seconds: 0, pending: null },
    reminderMinutes: 0,
    exclusion: null,
    coolingOffHours: 24,
    warningPercent: 80,
    mandatoryLimitsMissing: false,
    ...over,
  };
}

export const STATEMENT: ActivityStatement = {
  currencyCode: 'EUR',
  lifetimeNetDeposits: 12_500,
  months: [
    { month: '2026-05', deposits: 10_000, withdrawals: 0, stakes: 4_000, returns: 6_500, net: 2_500 },
    { month: '2026-04', deposits: 5_000, withdrawals: 2_500, stakes: 3_000, returns: 0, net: -3_000 },
  ],
};

/**
 * A logged-in player1 whose server answers the safer-gambling calls from `state`: `answers` may override one call
 * (method + path) with its own response. Records every call under /api/client/rg.
 */
export function serveRg(state: SaferGambling, answers: Record<string, () => Response> = {}) {
  cacheUser();
  return servePlayer('/api/client/rg', (url, init) => {
    const own = answers[`${init.method ?? 'GET'} ${url.pathname}`];
    if (own) return own();
    if (url.pathname === '/api/client/rg/safer-gambling') return json(state);
    if (url.pathname === '/api/client/rg/statement') return json(STATEMENT);
    return undefined;
  });
}
