import { SESSION_COOKIE } from '@playline/contract';
import { accountEndpoints as endpoints } from '@playline/contract/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import { publishSessionsEnded } from '../hub/session-control';
import type { AuthGuards } from './limits';
import { requestPasswordReset, resetPassword } from './password-reset';
import type { PublicOrigin } from './public-origin';
import { register } from './registration';

/** Registration and the forgotten-password flow. */
export const accountRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards; publicOrigin: PublicOrigin }> = async (
  app,
  { guards, publicOrigin },
) => {
  const deps = { db: app.db, ledger: app.ledger, clock: app.clock, guards };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.register, async (request, reply) => {
    const context = {
      site: request.site,
      ip: request.ip,
      messages: messagesFor(request),
      previousToken: request.cookies[SESSION_COOKIE],
    };
    const { user, token } = await register(deps, context, request.body);
    app.sessionCookie.set(reply, token, false);
    return reply.code(201).send(user);
  });

  serve(app, endpoints.requestPasswordReset, async (request, reply) => {
    const messages = messagesFor(request);
    // From configuration, never from the Host / X-Forwarded-Host headers a client writes (decision 020).
    const origin = publicOrigin(request.site);
    await requestPasswordReset(deps, { site: request.site, ip: request.ip, messages, origin }, request.body.userLogin);
    return reply.code(202).send({ ok: true as const, message: messages.t('reset.accepted') });
  });

  serve(app, endpoints.resetPassword, async (request) => {
    const messages = messagesFor(request);
    const userId = await resetPassword(deps, messages, request.body);
    // Every session of the account is gone; so must be its sockets, on every instance.
    publishSessionsEnded(app.hubBus, { userId });
    return { ok: true as const, message: messages.t('reset.done') };
  });
};
