import { endpoint } from '../http/endpoint';
import {
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
import * as routes from './wallet.routes';

/** Every wallet call needs a session; 403 where the site refuses it (a shop terminal pays at the cash desk). */
const common = { tags: ['wallet'], auth: 'session', errors: [400, 403] } as const;
/** Money requests also answer 404 (no such withdrawal), 409 (a key reused, a settled withdrawal) and 422. */
const money = { ...common, errors: [400, 403, 404, 409, 422] } as const;

export const walletEndpoints = {
  getBalance: endpoint(routes.getBalance, {
    ...common,
    summary: 'Balances in minor units',
    response: balanceSchema,
  }),
  getBalanceChange: endpoint(routes.getBalanceChange, {
    ...common,
    summary: 'Balances and the latest movement',
    response: balanceChangeSchema,
  }),
  deposit: endpoint(routes.deposit, {
    ...money,
    summary: 'Deposit through the demo payment provider (instant)',
    body: depositRequestSchema,
    response: depositResultSchema,
    status: 201,
  }),
  withdraw: endpoint(routes.withdraw, {
    ...money,
    summary: 'Request a withdrawal: held (pending) until the provider completes it',
    body: withdrawRequestSchema,
    response: withdrawalResultSchema,
    status: 201,
  }),
  cancelWithdrawal: endpoint(routes.cancelWithdrawal, {
    ...money,
    summary: 'Cancel a pending withdrawal (send `{}` or no body)',
    params: withdrawalParamsSchema,
    response: withdrawalResultSchema,
  }),
  getWithdrawals: endpoint(routes.getWithdrawals, {
    ...common,
    summary: 'The latest 100 withdrawals',
    response: withdrawalsSchema,
  }),
  getTransactions: endpoint(routes.getTransactions, {
    ...common,
    summary: 'Transaction history, newest first, by type and date range',
    query: transactionsQuerySchema,
    response: transactionsPageSchema,
  }),
};
