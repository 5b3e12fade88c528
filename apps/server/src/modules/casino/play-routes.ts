import { casinoEndpoints as endpoints } from '@playline/contract/endpoints/casino';
import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { enforceAccess } from '#app/plugins/route-access.ts';
import { GAME_ACCESS, gameAccess } from './access';
import { actOnRound } from './blackjack-round';
import { casinoCatalogue } from './catalogue/catalogue';
import { cashOutFlight, roundInPlay, watchRound } from './crash-flight';
import { checkBet } from './engine-play';
import { requireIdempotencyKey } from './idempotency-header';
import { playRound, type RoundContext } from './instant-round';
import { launchGame } from './launch';
import { sessionCurrency } from './money';
import { requireSession, touchSession } from './session';
import { gameSessionView } from './session-view';

/** The session, its game and what every round step needs, from a request that carries a game session token. */
async function roundContext(request: FastifyRequest, token: string): Promise<RoundContext> {
  const session = await requireSession(request, token);
  const messages = messagesFor(request);
  const entry = casinoCatalogue(request.server.feed).byId(session.gameId);
  if (!entry) throw new HttpError(404, messages.t('casino.gameNotFound'));
  // The session's token works from any host: the game's area and the money rules are this site's and caller's.
  enforceAccess(request, gameAccess(entry.game, session.mode));
  await touchSession(request.server.db, session.id, request.server.clock());
  return { app: request.server, session, entry, messages, idempotencyKey: String(request.headers['idempotency-key']) };
}

/** Launching games and playing their rounds (issue 7): the frame's API, authorised by the game session token. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  requireIdempotencyKey(app, [endpoints.playRound, endpoints.actOnRound, endpoints.cashOutRound]);
  /** Games launch in the casino and live-casino lobbies only; each round checks its game's own area too. */
  const game = { config: { access: GAME_ACCESS } };

  serve(app, endpoints.launchGame, async (request) => launchGame(request, request.body), {
    ...game,
    // Fun sessions need no login: each one is a database row, so an address may only open so many.
    preHandler: app.rateLimit('demoSessionIp', (request) =>
      (request.body as { mode?: string }).mode === 'demo' ? request.ip : null,
    ),
  });

  serve(app, endpoints.getGameSession, async (request) => gameSessionView(request, request.query.token), game);

  serve(
    app,
    endpoints.playRound,
    async (request, reply) => {
      const context = await roundContext(request, request.body.token);
      const { session, entry, messages } = context;
      checkBet(entry, request.body.bet, messages, await sessionCurrency(app.db, session));
      // One hand or flight at a time (a flight that crashed meanwhile is settled as lost first).
      if (await roundInPlay(app.db, session.id, app.clock())) {
        throw new HttpError(409, messages.t('casino.roundOpen'));
      }
      const outcome = await playRound(context, request.body.bet);
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return outcome.result;
    },
    game,
  );

  serve(
    app,
    endpoints.actOnRound,
    async (request) =>
      actOnRound(await roundContext(request, request.body.token), request.params.roundId, request.body.action),
    game,
  );

  serve(
    app,
    endpoints.getRound,
    async (request) => watchRound(await roundContext(request, request.query.token), request.params.roundId),
    game,
  );

  serve(
    app,
    endpoints.cashOutRound,
    async (request) => cashOutFlight(await roundContext(request, request.body.token), request.params.roundId),
    game,
  );
};
