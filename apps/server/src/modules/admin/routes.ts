import { timingSafeEqual } from 'node:crypto';
import {
  economicsSchema,
  errorBodySchema,
  ledgerCheckSchema,
  outboxQuerySchema,
  outboxSchema,
} from '@playline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { checkLedger } from '../ledger/audit';
import { checkEconomics } from '../ledger/economics';
import { latestOutboxMessages } from './repository';

const tags = ['admin'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** `Authorization: Bearer <token>`: 401 without credentials, 403 with wrong ones (compared in constant time). */
export function bearerGuard(adminToken: string) {
  const expected = Buffer.from(adminToken);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1])
      throw new HttpError(401, 'Admin calls need an Authorization: Bearer <ADMIN_TOKEN> header', undefined, {
        'www-authenticate': 'Bearer',
      });
    const given = Buffer.from(match[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'The admin token is not valid');
    }
  };
}

/** Operator calls: the development outbox and the ledger's health. */
export const adminRoutes: FastifyPluginAsyncZod<{ adminToken: string }> = async (app, { adminToken }) => {
  app.addHook('onRequest', bearerGuard(adminToken));
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
