import { route } from '../http/route';
import type {
  balanceChangeSchema,
  balanceSchema,
  depositRequestSchema,
  depositResultSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  withdrawalParamsSchema,
  withdrawalResultSchema,
  withdrawalsSchema,
  withdrawRequestSchema,
} from './wallet';

/**
 * The wallet's operations (design §7, §8); schemas and documentation in `wallet.endpoints.ts`. The money POSTs
 * carry an `Idempotency-Key` header (`IDEMPOTENCY_HEADER`), which the caller sends in the call's `headers`.
 */

export const getBalance = route(
  'GET',
  '/api/client/balance/refresh',
  {} as {
    response: typeof balanceSchema;
  },
);

export const getBalanceChange = route(
  'GET',
  '/api/client/balance/change',
  {} as {
    response: typeof balanceChangeSchema;
  },
);

export const deposit = route(
  'POST',
  '/api/client/deposit',
  {} as {
    body: typeof depositRequestSchema;
    response: typeof depositResultSchema;
  },
);

export const withdraw = route(
  'POST',
  '/api/client/withdraw',
  {} as {
    body: typeof withdrawRequestSchema;
    response: typeof withdrawalResultSchema;
  },
);

/** No body. */
export const cancelWithdrawal = route(
  'POST',
  '/api/client/withdrawals/:id/cancel',
  {} as {
    params: typeof withdrawalParamsSchema;
    response: typeof withdrawalResultSchema;
  },
);

export const getWithdrawals = route(
  'GET',
  '/api/client/withdrawals',
  {} as {
    response: typeof withdrawalsSchema;
  },
);

export const getTransactions = route(
  'GET',
  '/api/client/transactions',
  {} as {
    query: typeof transactionsQuerySchema;
    response: typeof transactionsPageSchema;
  },
);
