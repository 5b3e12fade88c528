/**
 * Where a toast's action link goes. Links come from the operator (hub notifications), so only web links are
 * followed: a path or a URL on this site goes through the router (no reload), a URL on another site opens in a new
 * tab without access to this one, and anything else (`javascript:`, `data:` …) is ignored.
 */
export function followToastLink(
  link: string,
  navigate: (path: string) => void,
  origin: string = window.location.origin,
  open: (url: string) => void = openElsewhere,
): void {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (url.origin === origin) navigate(`${url.pathname}${url.search}${url.hash}`);
  else open(url.href);
}

function openElsewhere(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
