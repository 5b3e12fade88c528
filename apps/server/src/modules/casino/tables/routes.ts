import { errorBodySchema, IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from '@playline/contract';
import {
  tableBetRequestSchema,
  tableBetResultSchema,
  tableDecisionRequestSchema,
  tableDecisionResultSchema,
  tableParamsSchema,
  tableRoundFairnessSchema,
  tableRoundParamsSchema,
  tableStateSchema,
} from '@playline/contract/casino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../../i18n/translate';
import { HttpError } from '../../../lib/http-error';
import { declareAccess, enforceAccess } from '../../../plugins/route-access';
import { gameAccess, TABLE_ACCESS } from '../access';
import { requireSession } from '../session';
import { tableStateAt } from './board';
import { decideTableHand } from './decide';
import { gameAtTable } from './game-of-session';
import { placeTableBet } from './place-bet';
import { tableRoundFairness } from './round-fairness';
import { createTablesService } from './service';

const tags = ['casino'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const noStore = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  },
};

/**
 * The shared live tables (issue 7): their state, bets while the window is open and live blackjack's decisions.
 * The rounds themselves run on the leading instance (`job.ts`); every instance answers from the clock and from the
 * table messages it hears on the bus.
 */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, TABLE_ACCESS);
  const service = createTablesService(app);

  app.get(
    '/api/casino/tables/:tableId',
    {
      ...noStore,
      schema: {
        tags,
        summary: "A live table's round: phase, betting window, result, history and players seated",
        params: tableParamsSchema,
        response: { 200: tableStateSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const table = service.table(request.params.tableId, messagesFor(request));
      return tableStateAt(table, service.board.published(table.tableId), app.clock().getTime(), service.seated(table));
    },
  );

  app.get(
    '/api/casino/tables/:tableId/rounds/:roundId/fairness',
    {
      ...noStore,
      schema: {
        tags,
        summary: "A round's commitment (SHA-256 of its secret) from betting's opening; the secret once it is over",
        params: tableRoundParamsSchema,
        response: { 200: tableRoundFairnessSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const messages = messagesFor(request);
      const table = service.table(request.params.tableId, messages);
      return tableRoundFairness(service, table, request.params.roundId, messages);
    },
  );

  app.post(
    '/api/casino/tables/:tableId/bets',
    {
      ...noStore,
      schema: {
        tags,
        summary: "A bet on the table's current round, while its betting window is open (Idempotency-Key)",
        headers: idempotencyHeadersSchema,
        params: tableParamsSchema,
        body: tableBetRequestSchema,
        response: { 201: tableBetResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const messages = messagesFor(request);
      const table = service.table(request.params.tableId, messages);
      const session = await requireSession(request, request.body.token);
      const game = gameAtTable(app.feed, session.gameId, table);
      if (!game) throw new HttpError(400, messages.t('casino.wrongGame'));
      enforceAccess(request, gameAccess(game, session.mode));
      const outcome = await placeTableBet(app, {
        table,
        session,
        body: request.body,
        idempotencyKey: String(request.headers['idempotency-key']),
        messages,
        limits: game,
      });
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(201).send(outcome.result);
    },
  );

  app.post(
    '/api/casino/tables/:tableId/decisions',
    {
      ...noStore,
      schema: {
        tags,
        summary: "Live blackjack: hit, stand or double on the round's common cards while the hand is played",
        params: tableParamsSchema,
        body: tableDecisionRequestSchema,
        response: { 200: tableDecisionResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const messages = messagesFor(request);
      const table = service.table(request.params.tableId, messages);
      const session = await requireSession(request, request.body.token);
      const game = gameAtTable(app.feed, session.gameId, table);
      if (!game) throw new HttpError(400, messages.t('casino.wrongGame'));
      enforceAccess(request, gameAccess(game, session.mode));
      return decideTableHand(service, { table, session, body: request.body, messages });
    },
  );
};
