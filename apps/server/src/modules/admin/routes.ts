import { adminEndpoints as endpoints } from '@playline/contract/endpoints/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { checkLedger } from '../ledger/audit';
import { checkEconomics } from '../ledger/economics';
import { latestOutboxMessages } from './repository';

/** Operator calls: the development outbox and the ledger's health. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.getOutbox, async (request) => ({
    items: await latestOutboxMessages(app.db, request.query.limit),
  }));

  serve(app, endpoints.checkLedger, async () => checkLedger(app.db));

  serve(app, endpoints.checkEconomics, async () => checkEconomics(app.db));
};
