import { sportsEndpoints as endpoints } from '@playline/contract/endpoints/sports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { type SportsProvider, signProviderToken, verifyProviderToken } from './provider-token';

export interface ProviderRoutesOptions extends Record<string, unknown> {
  /** HMAC key of the handshake tokens (the session secret). */
  secret: string;
  /** `brandKey:provider` → frame URL (SPORTS_PROVIDER_URLS). */
  urls: Record<string, string>;
}

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
  serve(app, endpoints.launchProvider, async (request, reply) => {
    const { provider } = request.params;
    // A token per request: never cached by anyone.
    reply.header('cache-control', 'no-store');
    const token = signProviderToken(secret, { provider, brandKey: request.site.brandKey }, app.clock());
    return { ...launchTarget(request, urls, provider), token };
  });

  serve(app, endpoints.verifyProviderToken, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const claims = verifyProviderToken(secret, request.body.token, request.site.brandKey, app.clock());
    return { ok: claims !== null, provider: claims?.provider ?? null };
  });
};
