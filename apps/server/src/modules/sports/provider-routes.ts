import { errorBodySchema } from '@playline/contract';
import {
  providerLaunchSchema,
  providerParamsSchema,
  providerVerifyRequestSchema,
  providerVerifySchema,
} from '@playline/contract/sports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SportsProvider, signProviderToken, verifyProviderToken } from './provider-token';

export interface ProviderRoutesOptions extends Record<string, unknown> {
  /** HMAC key of the handshake tokens (the session secret). */
  secret: string;
  /** `brandKey:provider` → frame URL (SPORTS_PROVIDER_URLS). */
  urls: Record<string, string>;
}

const tags = ['sports'];

/**
 * Where a brand's provider page points its frame: the configured URL, else our own sportsbook in embedded mode on
 * the same origin (what the demo brands use).
 */
function launchTarget(request: FastifyRequest, urls: Record<string, string>, provider: SportsProvider) {
  const ownOrigin = `${request.protocol}://${request.host}`;
  const configured = urls[`${request.site.brandKey}:${provider}`];
  const url = configured ?? `/sports?embed=${provider}`;
  return { url, origin: new URL(url, ownOrigin).origin };
}

/** The Sports_Providers / Sports_Digitain handshake: the host page gets a signed token, the frame verifies it. */
export const providerRoutes: FastifyPluginAsyncZod<ProviderRoutesOptions> = async (app, { secret, urls }) => {
  app.get(
    '/api/sports/providers/:provider/launch',
    {
      schema: {
        tags,
        summary: 'The frame URL of a third-party sportsbook and a short-lived token for its handshake',
        params: providerParamsSchema,
        response: { 200: providerLaunchSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      // A token per request: never cached by anyone.
      reply.header('cache-control', 'no-store');
      const token = signProviderToken(secret, { provider, brandKey: request.site.brandKey }, app.clock());
      return { ...launchTarget(request, urls, provider), token };
    },
  );

  app.post(
    '/api/sports/providers/verify',
    {
      schema: {
        tags,
        summary: 'Check a handshake token: signed by us, for this brand and not expired',
        body: providerVerifyRequestSchema,
        response: { 200: providerVerifySchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claims = verifyProviderToken(secret, request.body.token, request.site.brandKey, app.clock());
      return { ok: claims !== null, provider: claims?.provider ?? null };
    },
  );
};
