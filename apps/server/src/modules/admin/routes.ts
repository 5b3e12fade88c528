import {
  economicsSchema,
  errorBodySchema,
  ledgerCheckSchema,
  outboxQuerySchema,
  outboxSchema,
} from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkLedger } from '../ledger/audit';
import { checkEconomics } from '../ledger/economics';
import { latestOutboxMessages } from './repository';

const tags = ['admin'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Operator calls: the development outbox and the ledger's health. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Messages the product would have e-mailed, newest first',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, ...errors },
      },
    },
    async (request) => ({ items: await latestOutboxMessages(app.db, request.query.limit) }),
  );

  app.get(
    '/api/admin/ledger/check',
    {
      schema: {
        tags,
        summary: "The ledger's invariants (all zero when healthy)",
        security: [{ bearer: [] }],
        response: { 200: ledgerCheckSchema, ...errors },
      },
    },
    async () => checkLedger(app.db),
  );

  app.get(
    '/api/admin/ledger/economics',
    {
      schema: {
        tags,
        summary: "The house's result per product and payments nobody earned (every anomaly 0 when healthy)",
        security: [{ bearer: [] }],
        response: { 200: economicsSchema, ...errors },
      },
    },
    async () => checkEconomics(app.db),
  );
};
