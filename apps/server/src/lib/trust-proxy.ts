import type { TrustProxy } from '../config/env-fields';

/**
 * Fastify's `trustProxy` for TRUST_PROXY (decision 020). A hop count becomes proxy-addr's function form: the
 * nearest `hops` addresses of the chain (the socket's peer first) are proxies, so the client is the address the
 * farthest trusted proxy saw, and whatever a client writes into X-Forwarded-For beyond that is ignored.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
