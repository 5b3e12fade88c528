import type { Area } from './areas';
import { ACCOUNT_SLUG } from './constants';

/**
 * Every named route of spec §2 with its path (design §6). `area` ties a route to a product area so a brand
 * without that area is sent home; `public` routes without parameters are listed in the sitemap.
 */
export interface RouteDef {
  path: string;
  area?: Area;
  auth?: boolean;
}

export const ROUTES = {
  HomePage: { path: '/' },
  Login: { path: '/login' },
  Logout: { path: '/logout' },
  Device: { path: '/device' },
  Chat: { path: '/chat' },
  Sports: { path: '/sports', area: 'sports' },
  Sports_Providers: { path: '/sports/providers', area: 'sports' },
  Sports_Digitain: { path: '/sports/digitain', area: 'sports' },
  SportsHomeLive: { path: '/sports/live-now', area: 'sports' },
  SportsSampleEvent: { path: '/sports/sample-event', area: 'sports' },
  PreLiveSportEvent: { path: '/sports/event/:eventId', area: 'sports' },
  PreLiveSportEventCustomBet: { path: '/sports/event/:eventId/custom-bet', area: 'sports' },
  SportsGameAll: { path: '/sports/:sport', area: 'sports' },
  SportsGameCoupon: { path: '/sports/:sport/coupon', area: 'sports' },
  SportsGameOutrights: { path: '/sports/:sport/outrights', area: 'sports' },
  SportsGameUnpopular: { path: '/sports/:sport/more', area: 'sports' },
  SportsCountryOutrights: { path: '/sports/:sport/:country/outrights', area: 'sports' },
  SportsLeague: { path: '/sports/:sport/:country/:league', area: 'sports' },
  Statistics: { path: '/statistics', area: 'statistics' },
  MatchStatistics: { path: '/statistics/match/:eventId', area: 'statistics' },
  LiveScores: { path: '/live-scores', area: 'liveScores' },
  SportsLive: { path: '/live', area: 'live' },
  SportEvent: { path: '/live/event/:eventId', area: 'live' },
  SportEventCustomBet: { path: '/live/event/:eventId/custom-bet', area: 'live' },
  LiveStreaming: { path: '/live/streaming/:eventId', area: 'live' },
  SampleLiveMarkets: { path: '/live/sample-markets', area: 'live' },
  Schedule: { path: '/schedule', area: 'schedule' },
  CasinoHomePage: { path: '/casino', area: 'casino' },
  CasinoCategory: { path: '/casino/category/:category', area: 'casino' },
  CasinoSubCategory: { path: '/casino/category/:category/:subcategory', area: 'casino' },
  CasinoExperience: { path: '/casino/experience', area: 'casino' },
  CasinoGame: { path: '/casino/game/:gameId', area: 'casino' },
  CasinoTestPage: { path: '/casino/test', area: 'casino' },
  CasinoVendors: { path: '/casino/vendors', area: 'casino' },
  CasinoVendorList: { path: '/casino/vendors/:vendor', area: 'casino' },
  CasinoFavorites: { path: '/casino/favorites', area: 'casino' },
  LiveCasinoHomePage: { path: '/live-casino', area: 'liveCasino' },
  LiveCasinoCategory: { path: '/live-casino/category/:category', area: 'liveCasino' },
  LiveCasinoGame: { path: '/live-casino/game/:gameId', area: 'liveCasino' },
  VirtualGamesHomePage: { path: '/virtual-games', area: 'virtual' },
  VirtualGamesCasinoGame: { path: '/virtual-games/game/:gameId', area: 'virtual' },
  GamesHomePage: { path: '/games', area: 'casino' },
  GamesCategory: { path: '/games/category/:category', area: 'casino' },
  GamesCasinoGame: { path: '/games/game/:gameId', area: 'casino' },
  Help_HomePage: { path: '/help' },
  Help_FaqPage: { path: '/help/faq' },
  Help_TermsAndConditionsPage: { path: '/help/terms' },
  Help_PrivacyPolicyPage: { path: '/help/privacy' },
  Help_LiveStreamingPage: { path: '/help/live-streaming' },
  Help_BettingRulesPage: { path: '/help/betting-rules' },
  Help_CookiePolicyPage: { path: '/help/cookie-policy' },
  Help_BonusGeneralRulesPage: { path: '/help/bonus-rules' },
  Help_TaxInfoPage: { path: '/help/tax' },
  Help_ResponsibleGamblingPage: { path: '/help/responsible-gambling' },
  Help_PaymentMethods: { path: '/help/payment-methods' },
  Help_ContactUs: { path: '/help/contact-us' },
  Help_Chat: { path: '/help/chat' },
  PromotionsIndexPage: { path: '/promotions', area: 'promotions' },
  PromotionsSinglePage: { path: '/promotions/:slug', area: 'promotions' },
  PwaLandingPage: { path: '/app' },
  PwaCasinoLandingPage: { path: '/app/casino', area: 'casino' },
  PwaSportsLandingPage: { path: '/app/sports', area: 'sports' },
  MyAccount: { path: `/${ACCOUNT_SLUG}`, auth: true },
  Deposit: { path: `/${ACCOUNT_SLUG}/deposit`, auth: true },
  Transactions: { path: `/${ACCOUNT_SLUG}/transactions`, auth: true },
  Withdraw: { path: `/${ACCOUNT_SLUG}/withdraw`, auth: true },
  /** Limits, time-out, self-exclusion, reality check and the activity statement (issue 19). */
  SaferGambling: { path: `/${ACCOUNT_SLUG}/safer-gambling`, auth: true },
  Slip: { path: '/slip', area: 'sports' },
  SlipTest: { path: '/slip-test' },
  MyBets: { path: '/mybets', auth: true },
  /** The shop's cash desk (issue 8): shop sites only, see the web's brand guard. */
  ShopCashDesk: { path: '/shop/cash-desk', auth: true },
  Register: { path: '/register' },
  ForgotPassword: { path: '/forgot-password' },
  AccessDenied: { path: '/access-denied' },
  Netent: { path: '/netent' },
  SiteInfo: { path: '/site' },
  /** The support operators' chat console (issue 9): opened with the admin token, never linked from the site. */
  AdminChat: { path: '/admin/chat' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Paths that redirect elsewhere (design §6). */
export const ROUTE_REDIRECTS = {
  '/hc': '/help/contact-us',
  '/support': '/help/contact-us',
  '/seasonal-promos': '/promotions',
  '/promotions-mvc': '/promotions',
} as const;

/** Paths the server answers itself; the SPA must never render its 404 page for them. */
export const SERVER_PATHS = [
  '/api',
  '/ping',
  '/ready',
  '/robots.txt',
  '/sitemap.xml',
  '/.well-known',
  '/ads.txt',
] as const;

/** Fills `:param` segments of a route path. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
