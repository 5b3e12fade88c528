/** `site44.localhost` (any port) is site 44 on a developer machine (design §5). */
const SITE_HOST = /^site(\d{1,9})\.localhost$/;

/** The host name of a Host header: lower case, without port or trailing dot; IPv6 literals keep their brackets. */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return (value.split(':')[0] ?? '').replace(/\.$/, '');
}

/**
 * The site id a request asks for: the host map first, then the `site<ID>.localhost` pattern, else the default.
 * The id may be unknown to the registry; `brandForSite` then gives the default brand configuration.
 */
export function resolveSiteId(host: string | undefined, hosts: ReadonlyMap<string, number>, defaultSiteId: number) {
  const name = hostnameOf(host);
  const mapped = hosts.get(name);
  if (mapped !== undefined) return mapped;
  const match = SITE_HOST.exec(name);
  return match ? Number(match[1]) : defaultSiteId;
}
