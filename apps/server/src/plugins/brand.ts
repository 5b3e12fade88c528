import { type BrandConfig, brandForSite, SITES } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { resolveSiteId } from '../lib/resolve-site';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand configuration of the site this request is for (design §5). */
    site: BrandConfig;
    /** The effective site id: the default site's id when the requested one is unknown. */
    siteId: number;
  }
}

export interface BrandPluginOptions extends Record<string, unknown> {
  /** HOST_MAP of the environment; it wins over the registry's own hosts. */
  hostMap: Record<string, number>;
  defaultSiteId: number;
}

/** Every host the registry names, plus the environment's map. */
export function buildHostMap(extra: Record<string, number>): Map<string, number> {
  const hosts = new Map<string, number>();
  for (const site of Object.values(SITES)) for (const host of site.hosts) hosts.set(host.toLowerCase(), site.siteId);
  for (const [host, siteId] of Object.entries(extra)) hosts.set(host, siteId);
  return hosts;
}

/** Chooses the brand per request from the Host header, before any route or hook needs it. */
export const brandPlugin = fastifyPlugin(setUpBrand, { name: 'brand', fastify: '5.x' });

async function setUpBrand(app: FastifyInstance, options: BrandPluginOptions) {
  const hosts = buildHostMap(options.hostMap);
  app.decorateRequest('siteId', 0);
  // A getter over the id: the registry lookup is a map access, and the request shape stays fixed.
  app.decorateRequest('site', {
    getter() {
      return brandForSite(this.siteId, options.defaultSiteId);
    },
  });
  app.addHook('onRequest', async (request) => {
    const requested = resolveSiteId(request.host, hosts, options.defaultSiteId);
    request.siteId = brandForSite(requested, options.defaultSiteId).siteId;
  });
}
