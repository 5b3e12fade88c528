import type { LoginResponse } from '@playline/contract/auth';
import { ROUTES } from '@playline/contract/routes';

export type AfterLogin = { kind: 'navigate'; to: string } | { kind: 'reload' } | { kind: 'stay' };

/** Only a same-site path is followed: `/x`, never `//host` or `/\host` (no open redirect). */
export function isSafeReturnUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The page's `returnUrl` query parameter with its optional `modal` query kept, or null. */
export function pageReturnUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const returnUrl = params.get('returnUrl');
  if (!isSafeReturnUrl(returnUrl)) return null;
  const modal = params.get('modal');
  if (!modal) return returnUrl;
  const target = new URL(returnUrl, 'http://same.site');
  target.searchParams.set('modal', modal);
  return target.pathname + target.search + target.hash;
}

/**
 * Where the player goes after the login answer (spec §4): the answer's returnUrl when it asks for a redirect
 * (authenticated or not); otherwise, once authenticated, the page's returnUrl query (keeping `modal`), else a
 * reload of the page, or the home page when on the login route. Not authenticated without a redirect: stay.
 */
export function afterLogin(
  response: Pick<LoginResponse, 'isAuthenticated' | 'shouldRedirect' | 'returnUrl'>,
  location: { pathname: string; search: string },
): AfterLogin {
  if (response.shouldRedirect && isSafeReturnUrl(response.returnUrl))
    return { kind: 'navigate', to: response.returnUrl };
  if (!response.isAuthenticated) return { kind: 'stay' };
  const fromQuery = pageReturnUrl(location.search);
  if (fromQuery) return { kind: 'navigate', to: fromQuery };
  if (location.pathname === ROUTES.Login.path) return { kind: 'navigate', to: '/' };
  return { kind: 'reload' };
}
