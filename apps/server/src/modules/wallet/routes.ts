import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { walletEndpoints as endpoints } from '@playline/contract/endpoints/wallet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import type { RouteAccess } from '#app/plugins/route-access.ts';
import type { Outcome } from '../ledger/ledger';
import type { PaymentProvider } from '../payments/provider';
import { balanceOf } from './balances';
import { cancelWithdrawal } from './cancel-withdrawal';
import { deposit } from './deposit';
import { lastMovement, transactionHistory } from './history';
import { requireIdempotencyKey } from './idempotency-header';
import { withdraw } from './withdraw';
import { startWithdrawalJob } from './withdrawal-job';
import { userWithdrawals } from './withdrawal-repository';

/**
 * Online payments: never at a shop's terminal, where cash goes over the counter through the cash desk (issue 8),
 * for the shop or a client it acts for; never for a shop's client online either (decision 020).
 */
const payments = { config: { access: { money: 'payments' } satisfies RouteAccess } };

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
export const walletRoutes: FastifyPluginAsyncZod<{
  withdrawalDelaySeconds: number;
  provider: PaymentProvider;
}> = async (app, options) => {
  const { withdrawalDelaySeconds, provider } = options;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const stopJob = startWithdrawalJob(app, provider, withdrawalDelaySeconds);
  app.addHook('preClose', stopJob);

  requireIdempotencyKey(app, [endpoints.deposit, endpoints.withdraw, endpoints.cancelWithdrawal]);

  serve(app, endpoints.getBalance, async (request) =>
    balanceOf(app.db, userOf(request).userId, userOf(request).currencyCode),
  );

  serve(app, endpoints.getBalanceChange, async (request) => {
    const user = userOf(request);
    const [balance, movement] = await Promise.all([
      balanceOf(app.db, user.userId, user.currencyCode),
      lastMovement(app.db, app.feed, user.userId),
    ]);
    return { ...balance, lastMovement: movement };
  });

  serve(
    app,
    endpoints.deposit,
    async (request, reply) =>
      answer(reply, 201, await deposit(app.ledger, provider, moneyRequest(request, request.body))),
    payments,
  );

  serve(
    app,
    endpoints.withdraw,
    async (request, reply) =>
      answer(
        reply,
        201,
        await withdraw(app.ledger, provider, withdrawalDelaySeconds, moneyRequest(request, request.body)),
      ),
    payments,
  );

  serve(
    app,
    endpoints.cancelWithdrawal,
    async (request, reply) => {
      const body = { withdrawalId: request.params.id };
      return answer(reply, 200, await cancelWithdrawal(app.ledger, moneyRequest(request, body)));
    },
    payments,
  );

  serve(app, endpoints.getWithdrawals, async (request) => ({
    items: await userWithdrawals(app.db, userOf(request).userId, 100),
  }));

  serve(app, endpoints.getTransactions, async (request) =>
    transactionHistory(app.db, app.feed, userOf(request).userId, request.query),
  );
};
