import { chatEndpoints as endpoints } from '@playline/contract/endpoints/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import {
  type ChatDeps,
  chattingPlayer,
  createSendLimit,
  historyOf,
  listConversations,
  operatorHistory,
  readUpTo,
  replyAsOperator,
  sendFromPlayer,
  unreadOf,
} from './service';

/** The player's side: their one conversation, on sites with chat only. Never cached. */
const playerChatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps }> = async (app, { deps }) => {
  const takeSend = createSendLimit();
  // Before validation and before the endpoints' login check, so a visitor or another brand hears who may chat
  // rather than a complaint about the body.
  app.addHook('preValidation', async (request) => {
    chattingPlayer(request.site, request.user, messagesFor(request));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.getChatMessages, async (request) => {
    const user = chattingPlayer(request.site, request.user, messagesFor(request));
    return historyOf(app.db, user.userId, request.query);
  });

  serve(app, endpoints.getChatUnread, async (request) => {
    const user = chattingPlayer(request.site, request.user, messagesFor(request));
    return unreadOf(app.db, user.userId);
  });

  serve(app, endpoints.markChatRead, async (request) => {
    const user = chattingPlayer(request.site, request.user, messagesFor(request));
    return readUpTo(deps, user.userId, request.body.upTo);
  });

  serve(app, endpoints.sendChatMessage, async (request, reply) => {
    const user = chattingPlayer(request.site, request.user, messagesFor(request));
    takeSend(user.userId, app.clock());
    return reply.code(201).send(await sendFromPlayer(deps, user, request.body.body));
  });
};

/** The operators' console: every brand's conversations, behind the admin token. It polls (no session, no hub). */
const consoleChatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps }> = async (app, { deps }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.listConversations, async (request) =>
    listConversations(app.db, request.query.since ?? 0, request.query.limit),
  );

  serve(app, endpoints.getConversationMessages, async (request) =>
    operatorHistory(app.db, request.params.userId, request.query),
  );

  serve(app, endpoints.replyToPlayer, async (request, reply) =>
    reply.code(201).send(await replyAsOperator(deps, request.params.userId, request.body)),
  );
};

/** Live support chat: the player's side and the operators' console API (issue 9). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ChatDeps = { db: app.db, hub: app.hub, clock: () => app.clock() };
  await app.register(playerChatRoutes, { deps });
  await app.register(consoleChatRoutes, { deps });
};
