import type { BrandConfig } from '@playline/contract';

export interface PublicOriginOptions {
  /** PUBLIC_ORIGIN: per site id, the origin its links point to. */
  origins: Record<number, string>;
  /** HOST_MAP: the operator's real hosts; the first one of a site stands in for a missing PUBLIC_ORIGIN. */
  hostMap: Record<string, number>;
  production: boolean;
}

/** Answers the origin of a site's links. */
export type PublicOrigin = (site: BrandConfig) => string;

/**
 * Where links in a site's e-mails point (decision 020): configuration only, never the request's Host or
 * X-Forwarded-Host, which a client writes itself and would send a reset link (and its token) to their own host.
 * PUBLIC_ORIGIN wins; otherwise the site's first HOST_MAP host, else its first registry host (https in production).
 */
export function createPublicOrigin({ origins, hostMap, production }: PublicOriginOptions): PublicOrigin {
  const mappedHost = new Map<number, string>();
  for (const [host, siteId] of Object.entries(hostMap)) if (!mappedHost.has(siteId)) mappedHost.set(siteId, host);
  return (site) => {
    const configured = origins[site.siteId];
    if (configured) return configured;
    const host = mappedHost.get(site.siteId) ?? site.hosts[0] ?? 'localhost';
    return `${production ? 'https' : 'http'}://${host}`;
  };
}
