import {
  balanceChangeSchema,
  balanceSchema,
  depositRequestSchema,
  depositResultSchema,
  errorBodySchema,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  withdrawalParamsSchema,
  withdrawalResultSchema,
  withdrawalsSchema,
  withdrawRequestSchema,
} from '@playline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import type { RouteAccess } from '../../plugins/route-access';
import type { Outcome } from '../ledger/ledger';
import { balanceOf } from './balances';
import { cancelWithdrawal } from './cancel-withdrawal';
import { deposit } from './deposit';
import { lastMovement, transactionHistory } from './history';
import { withdraw } from './withdraw';
import { startWithdrawalJob } from './withdrawal-job';
import { presentWithdrawal, userWithdrawals } from './withdrawal-repository';

const tags = ['wallet'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const moneyErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
/**
 * Online payments: never at a shop's terminal, where cash goes over the counter through the cash desk (issue 8),
 * for the shop or a client it acts for; never for a shop's client online either (decision 020).
 */
const payments = { access: { money: 'payments' } satisfies RouteAccess };

/** The signed-in caller of a route behind `requireUser`. */
function userOf(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user;
}

/** What every money route hands to its operation. */
const moneyRequest = <Body>(request: FastifyRequest, body: Body) => ({
  user: userOf(request),
  body,
  idempotencyKey: String(request.headers['idempotency-key']),
  messages: messagesFor(request),
});

/** Answers a money movement; a replayed retry gets the first status and body, marked with a header. */
function answer<T>(reply: FastifyReply, status: number, outcome: Outcome<T>) {
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(status).send(outcome.result);
}

/** Wallet calls (design §7, §8): every one needs a session; money POSTs need an Idempotency-Key. */
export const walletRoutes: FastifyPluginAsyncZod<{ withdrawalDelaySeconds: number }> = async (app, options) => {
  const { withdrawalDelaySeconds } = options;
  // Before validation, so a visitor gets 401 rather than a complaint about the body.
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const stopJob = startWithdrawalJob(app, withdrawalDelaySeconds);
  app.addHook('preClose', stopJob);

  const balanceRoute = { tags, summary: 'Balances in minor units', response: { 200: balanceSchema, ...errors } };
  app.get('/api/client/balance/refresh', { schema: balanceRoute }, async (request) =>
    balanceOf(app.db, userOf(request).userId, userOf(request).currencyCode),
  );

  app.get(
    '/api/client/balance/change',
    {
      schema: { tags, summary: 'Balances and the latest movement', response: { 200: balanceChangeSchema, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      const [balance, movement] = await Promise.all([
        balanceOf(app.db, user.userId, user.currencyCode),
        lastMovement(app.db, user.userId),
      ]);
      return { ...balance, lastMovement: movement };
    },
  );

  app.post(
    '/api/client/deposit',
    {
      config: payments,
      schema: {
        tags,
        summary: 'Deposit through the demo payment provider (instant)',
        headers: idempotencyHeadersSchema,
        body: depositRequestSchema,
        response: { 201: depositResultSchema, ...moneyErrors },
      },
    },
    async (request, reply) => answer(reply, 201, await deposit(app.ledger, moneyRequest(request, request.body))),
  );

  app.post(
    '/api/client/withdraw',
    {
      config: payments,
      schema: {
        tags,
        summary: 'Request a withdrawal: held (pending) until the provider completes it',
        headers: idempotencyHeadersSchema,
        body: withdrawRequestSchema,
        response: { 201: withdrawalResultSchema, ...moneyErrors },
      },
    },
    async (request, reply) =>
      answer(reply, 201, await withdraw(app.ledger, withdrawalDelaySeconds, moneyRequest(request, request.body))),
  );

  app.post(
    '/api/client/withdrawals/:id/cancel',
    {
      config: payments,
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal (send `{}` or no body)',
        headers: idempotencyHeadersSchema,
        params: withdrawalParamsSchema,
        response: { 200: withdrawalResultSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const body = { withdrawalId: request.params.id };
      return answer(reply, 200, await cancelWithdrawal(app.ledger, moneyRequest(request, body)));
    },
  );

  app.get(
    '/api/client/withdrawals',
    { schema: { tags, summary: 'The latest 100 withdrawals', response: { 200: withdrawalsSchema, ...errors } } },
    async (request) => ({ items: (await userWithdrawals(app.db, userOf(request).userId, 100)).map(presentWithdrawal) }),
  );

  app.get(
    '/api/client/transactions',
    {
      schema: {
        tags,
        summary: 'Transaction history, newest first, by type and date range',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema, ...errors },
      },
    },
    async (request) => transactionHistory(app.db, userOf(request).userId, request.query),
  );
};
