import {
  chatConversationsQuerySchema,
  chatConversationsSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatPageSchema,
  chatReplySchema,
  chatSendSchema,
  chatUserParamsSchema,
  errorBodySchema,
} from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import {
  type ChatDeps,
  chattingPlayer,
  createSendLimit,
  historyOf,
  listConversations,
  operatorHistory,
  replyAsOperator,
  sendFromPlayer,
} from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The player's side: their one conversation, on sites with chat only. Never cached. */
const playerChatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps }> = async (app, { deps }) => {
  const tags = ['chat'];
  const takeSend = createSendLimit();
  // Before validation, so a visitor or another brand hears who may chat rather than a complaint about the body.
  app.addHook('preValidation', async (request) => {
    chattingPlayer(request.site, request.user, messagesFor(request));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/chat/messages',
    {
      schema: {
        tags,
        summary: "The player's support conversation, one page, oldest first",
        description:
          'Without before/after: the newest `limit` messages. `before=<id>`: the page older than it. ' +
          '`after=<id>`: messages newer than it (catching up after the hub reconnects).',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = chattingPlayer(request.site, request.user, messagesFor(request));
      return historyOf(app.db, user.userId, request.query);
    },
  );

  app.post(
    '/api/chat/messages',
    {
      schema: {
        tags,
        summary: 'Write to support (1–2000 characters, trimmed); 429 beyond 10 messages in 10 seconds',
        body: chatSendSchema,
        response: { 201: chatMessageSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = chattingPlayer(request.site, request.user, messagesFor(request));
      takeSend(user.userId, app.clock());
      return reply.code(201).send(await sendFromPlayer(deps, user, request.body.body));
    },
  );
};

/** The operators' console: every brand's conversations, behind the admin token. It polls (no session, no hub). */
const consoleChatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps }> = async (app, { deps }) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Support conversations, latest activity first, with unanswered counts',
        description: 'Poll with `since=<cursor of the last answer>`: only conversations that moved since come back.',
        security,
        querystring: chatConversationsQuerySchema,
        response: { 200: chatConversationsSchema, ...errors },
      },
    },
    async (request) => listConversations(app.db, request.query.since ?? 0, request.query.limit),
  );

  app.get(
    '/api/admin/chat/conversations/:userId/messages',
    {
      schema: {
        tags,
        summary: "One player's conversation, one page, oldest first (same window as the player's history)",
        security,
        params: chatUserParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatPageSchema, ...errors },
      },
    },
    async (request) => operatorHistory(app.db, request.params.userId, request.query),
  );

  app.post(
    '/api/admin/chat/conversations/:userId/messages',
    {
      schema: {
        tags,
        summary: "Answer a player: stored, and pushed to the player's hub channel",
        security,
        params: chatUserParamsSchema,
        body: chatReplySchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await replyAsOperator(deps, request.params.userId, request.body)),
  );
};

/** Live support chat: the player's side and the operators' console API (issue 9). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ChatDeps = { db: app.db, hub: app.hub, clock: () => app.clock() };
  await app.register(playerChatRoutes, { deps });
  await app.register(consoleChatRoutes, { deps });
};
