import { type LoginStatus, SESSION_COOKIE } from '@playline/contract';
import { authEndpoints as endpoints } from '@playline/contract/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import { publishSessionsEnded } from '../hub/session-control';
import { NO_SESSION_PLAY, sessionPlay } from '../rg/reminder';
import { rgState } from '../rg/service';
import { balanceOf } from '../wallet/balances';
import type { AuthGuards } from './limits';
import { login } from './login';
import { endSession } from './sessions';
import { hashToken, TOKEN_PATTERN } from './tokens';

/** Login, logout and the login status (spec §7, design §7). Answers are never cached. */
export const authRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards }> = async (app, { guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.login, async (request, reply) => {
    const outcome = await login(
      { db: app.db, clock: app.clock, guards },
      {
        site: request.site,
        ip: request.ip,
        messages: messagesFor(request),
        previousToken: request.cookies[SESSION_COOKIE],
      },
      request.body,
    );
    if (outcome.token) app.sessionCookie.set(reply, outcome.token, request.body.rememberMe);
    return outcome.response;
  });

  serve(
    app,
    endpoints.logout,
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      await endSession(app.db, token);
      // The session's sockets, on every instance, stop hearing the player's balance, notifications and chat.
      if (token && TOKEN_PATTERN.test(token)) publishSessionsEnded(app.hubBus, { sessionHash: hashToken(token) });
      app.sessionCookie.clear(reply);
      return { ok: true as const };
    },
    { config: { access: { sameOrigin: true } } },
  );

  serve(app, endpoints.getLoginStatus, async (request): Promise<LoginStatus> => {
    const { user, authSession } = request;
    const now = app.clock();
    if (!user) {
      return {
        isAuthenticated: false,
        user: null,
        responsibleGambling: { ...rgState(null, now), ...NO_SESSION_PLAY },
      };
    }
    const balance = await balanceOf(app.db, user.userId, user.currencyCode);
    const play = await sessionPlay(app.db, user.userId, authSession, now);
    return {
      isAuthenticated: true,
      user: { userId: user.userId, userName: user.userName, ...balance, ...(user.shop ? { shop: user.shop } : {}) },
      responsibleGambling: { ...rgState(authSession, now), ...play },
    };
  });
};
