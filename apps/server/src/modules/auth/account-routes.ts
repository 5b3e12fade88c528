import {
  acceptedSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  SESSION_COOKIE,
} from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { publishSessionsEnded } from '../hub/session-control';
import type { AuthGuards } from './limits';
import { requestPasswordReset, resetPassword } from './password-reset';
import type { PublicOrigin } from './public-origin';
import { register } from './registration';

const tags = ['auth'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** Registration and the forgotten-password flow. */
export const accountRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards; publicOrigin: PublicOrigin }> = async (
  app,
  { guards, publicOrigin },
) => {
  const deps = { db: app.db, ledger: app.ledger, clock: app.clock, guards };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Register a player on this brand and log in (403 on shop sites and where registration is hidden)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = {
        site: request.site,
        ip: request.ip,
        messages: messagesFor(request),
        previousToken: request.cookies[SESSION_COOKIE],
      };
      const { user, token } = await register(deps, context, request.body);
      app.sessionCookie.set(reply, token, false);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Send a password-reset link (always 202: it does not tell whether the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const messages = messagesFor(request);
      // From configuration, never from the Host / X-Forwarded-Host headers a client writes (decision 020).
      const origin = publicOrigin(request.site);
      await requestPasswordReset(
        deps,
        { site: request.site, ip: request.ip, messages, origin },
        request.body.userLogin,
      );
      return reply.code(202).send({ ok: true as const, message: messages.t('reset.accepted') });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the token of a reset link; ends every session of the account',
        body: resetPasswordRequestSchema,
        response: { 200: acceptedSchema, ...errors },
      },
    },
    async (request) => {
      const messages = messagesFor(request);
      const userId = await resetPassword(deps, messages, request.body);
      // Every session of the account is gone; so must be its sockets, on every instance.
      publishSessionsEnded(app.hubBus, { userId });
      return { ok: true as const, message: messages.t('reset.done') };
    },
  );
};
