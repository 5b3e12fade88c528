import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { casinoEndpoints as endpoints } from '@playline/contract/endpoints/casino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { declareAccess, enforceAccess } from '#app/plugins/route-access.ts';
import { gameAccess, TABLE_ACCESS } from '../access';
import { requireIdempotencyKey } from '../idempotency-header';
import { requireSession } from '../session';
import { tableStateAt } from './board';
import { decideTableHand } from './decide';
import { gameAtTable } from './game-of-session';
import { placeTableBet } from './place-bet';
import { tableRoundFairness } from './round-fairness';
import { createTablesService } from './service';

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
  requireIdempotencyKey(app, [endpoints.placeTableBet]);

  serve(
    app,
    endpoints.getTable,
    async (request) => {
      const table = service.table(request.params.tableId, messagesFor(request));
      return tableStateAt(table, service.board.published(table.tableId), app.clock().getTime(), service.seated(table));
    },
    noStore,
  );

  serve(
    app,
    endpoints.getTableRoundFairness,
    async (request) => {
      const messages = messagesFor(request);
      const table = service.table(request.params.tableId, messages);
      return tableRoundFairness(service, table, request.params.roundId, messages);
    },
    noStore,
  );

  serve(
    app,
    endpoints.placeTableBet,
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
    noStore,
  );

  serve(
    app,
    endpoints.decideTableHand,
    async (request) => {
      const messages = messagesFor(request);
      const table = service.table(request.params.tableId, messages);
      const session = await requireSession(request, request.body.token);
      const game = gameAtTable(app.feed, session.gameId, table);
      if (!game) throw new HttpError(400, messages.t('casino.wrongGame'));
      enforceAccess(request, gameAccess(game, session.mode));
      return decideTableHand(service, { table, session, body: request.body, messages });
    },
    noStore,
  );
};
