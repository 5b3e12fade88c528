import { type Area, type BrandConfig, hasArea } from '@playline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { messagesFor } from '../i18n/translate';
import { HttpError } from '../lib/http-error';
import type { AuthUser } from '../modules/auth/sessions';

/**
 * What a route needs of the site and the caller (decision 020), declared once per route as `config.access`
 * and enforced by one hook, so no handler has to remember it.
 */
export interface RouteAccess {
  /** The brand areas the route serves: a site with none of them answers 403, whoever asks. */
  areas?: readonly Area[];
  /**
   * Real money: `payments` moves it in or out through the online provider (deposit, withdrawal), `play` stakes it
   * (bets, cash-out, casino rounds and tables). Shop rules apply: a shop terminal takes no online payments (the
   * cash desk does), and a shop's client plays and pays only at their shop, never online.
   */
  money?: 'payments' | 'play';
  /**
   * A GET that changes state (the spec's `/auth/logout`, `/auth/resetRealityCheck`): the XSRF token guards only
   * unsafe methods, so a browser request from any other site (`Sec-Fetch-Site` other than same-origin or none, or
   * a foreign `Origin`) is refused here.
   */
  sameOrigin?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

type Refusal = { key: 'access.areaClosed'; area: Area } | { key: 'shop.cashDeskOnly' | 'access.shopClientOnline' };

/** The first brand area a site lacks among what a route needs (null: the site offers one of them). */
function missingArea(site: BrandConfig, areas: readonly Area[]): Area | null {
  if (areas.length === 0 || areas.some((area) => hasArea(site, area))) return null;
  return areas[0] ?? null;
}

/** Why real money may not move here for this caller, or null. A visitor is left to the route's login check. */
function moneyRefusal(site: BrandConfig, user: AuthUser | null, money: RouteAccess['money']): Refusal | null {
  if (!money || !user) return null;
  if (money === 'payments' && (site.isShop || user.shop)) return { key: 'shop.cashDeskOnly' };
  // A shop's client (registered at a shop) plays through the shop: online, only balance and history stay open.
  if (user.shopSiteId !== null && !site.isShop) return { key: 'access.shopClientOnline' };
  return null;
}

/** The refusal of a request under an access rule, or null when it may go on. */
export function accessRefusal(site: BrandConfig, user: AuthUser | null, access: RouteAccess): Refusal | null {
  const area = access.areas ? missingArea(site, access.areas) : null;
  if (area) return { key: 'access.areaClosed', area };
  return moneyRefusal(site, user, access.money);
}

/** Whether a browser says the request comes from another site (a sibling subdomain included), or from a link. */
function fromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

/** Throws the 403 of an access rule: also for rules that depend on the body (the game a launch opens). */
export function enforceAccess(request: FastifyRequest, access: RouteAccess): void {
  if (access.sameOrigin && fromAnotherSite(request)) throw new HttpError(403, messagesFor(request).t('auth.crossSite'));
  const refusal = accessRefusal(request.site, request.user, access);
  if (!refusal) return;
  const messages = messagesFor(request);
  const message =
    refusal.key === 'access.areaClosed'
      ? messages.t('access.areaClosed', { area: messages.t(`access.area.${refusal.area}`) })
      : messages.t(refusal.key);
  throw new HttpError(403, message);
}

/**
 * Enforces every route's `config.access` before validation (after the session is known), so a closed area
 * answers 403 rather than a complaint about the body, and before any route hook such as the login check.
 */
export const routeAccessPlugin = fastifyPlugin(setUpRouteAccess, { name: 'route-access', fastify: '5.x' });

async function setUpRouteAccess(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) enforceAccess(request, access);
  });
}

/**
 * Gives every route registered after this call in `app`'s scope (its child plugins included) the access rule,
 * unless the route declares its own: one line per module instead of one per route.
 */
export function declareAccess(app: FastifyInstance, access: RouteAccess): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    route.config = { ...route.config, access };
  });
}
