import type { BrandConfig } from '@playline/contract/brands';
import { ROUTE_REDIRECTS, ROUTES, type RouteName, SERVER_PATHS } from '@playline/contract/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { accountEntry } from './routes/account/account-entry';
import { BETS_MYBETS_SCREENS } from './routes/bets-mybets-screens';
import { BETS_SLIP_SCREENS } from './routes/bets-slip-screens';
import { CASINO_GAME_SCREENS } from './routes/casino-game-screens';
import { CASINO_SCREENS } from './routes/casino-screens';
import { CHAT_SCREENS } from './routes/chat-screens';
import { brandGuard } from './routes/guards';
import { HELP_SCREENS } from './routes/help-screens';
import { HomePage } from './routes/home-page';
import { PROMOTIONS_SCREENS } from './routes/promotions-screens';
import { PWA_SCREENS } from './routes/pwa-screens';
import { RouteError } from './routes/route-error';
import type { RouteHandle } from './routes/route-handle';
import { leaveForServer } from './routes/server-path';
import { SHOP_SCREENS } from './routes/shop-screens';
import { SPORTS_BROWSE_SCREENS } from './routes/sports-browse-screens';
import { SPORTS_EVENT_SCREENS } from './routes/sports-event-screens';
import { SPORTS_LIVE_SCREENS } from './routes/sports-live-screens';
import { VIRTUAL_SCREENS } from './routes/virtual-screens';
import { AppShell } from './shell/app-shell';
import { ShellFallback } from './shell/shell-fallback';

/** Route modules load on demand; the home page is the first screen and ships in the entry chunk. */
const loadNotFoundPage = async () => (await import('./routes/not-found-page')).NotFoundPage;
const loadSiteInfoPage = async () => (await import('./routes/site-info-page')).SiteInfoPage;
const loadDeviceLayout = async () => (await import('./routes/device-layout')).DeviceLayout;
const loadDevicePage = async () => (await import('../features/device/device-page')).DevicePage;

/** Every named route's screen, each its own chunk (the routes mounted by hand below excepted). */
export const SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Login: async () => (await import('../features/auth/components/login-page')).LoginPage,
  Logout: async () => (await import('../features/auth/components/logout-page')).LogoutPage,
  Register: async () => (await import('../features/auth/components/register-page')).RegisterPage,
  ForgotPassword: async () => (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
  MyAccount: async () => (await import('./routes/account/my-account-route')).MyAccountRoute,
  Deposit: async () => (await import('./routes/account/deposit-route')).DepositRoute,
  Withdraw: async () => (await import('./routes/account/withdraw-route')).WithdrawRoute,
  Transactions: async () => (await import('./routes/account/transactions-route')).TransactionsRoute,
  SaferGambling: async () => (await import('./routes/account/safer-gambling-route')).SaferGamblingRoute,
  ...SPORTS_BROWSE_SCREENS,
  ...SPORTS_EVENT_SCREENS,
  ...SPORTS_LIVE_SCREENS,
  ...BETS_SLIP_SCREENS,
  ...BETS_MYBETS_SCREENS,
  ...CASINO_SCREENS,
  ...CASINO_GAME_SCREENS,
  ...VIRTUAL_SCREENS,
  ...SHOP_SCREENS,
  AccessDenied: async () => (await import('./routes/access-denied-page')).AccessDeniedPage,
  ...HELP_SCREENS,
  ...PROMOTIONS_SCREENS,
  ...CHAT_SCREENS,
  ...PWA_SCREENS,
};

/** The account area (`/user-account/…`): entering it stores the referrer cookie first. */
const ACCOUNT_PAGES: ReadonlySet<RouteName> = new Set([
  'MyAccount',
  'Deposit',
  'Withdraw',
  'Transactions',
  'SaferGambling',
]);

/** Routes mounted by hand below. */
export const HAND_MOUNTED: ReadonlySet<RouteName> = new Set(['HomePage', 'Device', 'SiteInfo']);

function namedRoute(brand: BrandConfig, name: RouteName): RouteObject {
  const handle: RouteHandle = { route: name };
  return {
    id: name,
    path: ROUTES[name].path,
    handle,
    loader: ACCOUNT_PAGES.has(name) ? accountEntry(brand, name) : brandGuard(brand, name),
    lazy: { Component: SCREENS[name] ?? loadNotFoundPage },
  };
}

/** Every route of the contract (design §6) for one brand; tests mount the same list in a memory router. */
export function createRoutes(brand: BrandConfig): RouteObject[] {
  // Every route gets a fresh `lazy` object: the router rewrites it as it resolves, so none may be shared.
  const named = (Object.keys(ROUTES) as RouteName[]).filter((name) => !HAND_MOUNTED.has(name));
  const pages: RouteObject[] = [
    { id: 'HomePage', index: true, handle: { route: 'HomePage' } satisfies RouteHandle, Component: HomePage },
    {
      id: 'Device',
      path: ROUTES.Device.path,
      handle: { route: 'Device' } satisfies RouteHandle,
      lazy: { Component: loadDeviceLayout },
      children: [
        {
          id: 'device',
          index: true,
          handle: { route: 'Device' } satisfies RouteHandle,
          lazy: { Component: loadDevicePage },
        },
      ],
    },
    {
      id: 'SiteInfo',
      path: ROUTES.SiteInfo.path,
      handle: { route: 'SiteInfo' } satisfies RouteHandle,
      lazy: { Component: loadSiteInfoPage },
    },
    ...named.map((name) => namedRoute(brand, name)),
    ...Object.entries(ROUTE_REDIRECTS).map(([from, to]) => ({
      path: from,
      loader: () => redirect(to),
      Component: Nothing,
    })),
    ...SERVER_PATHS.flatMap((path) => [
      { path, loader: leaveForServer, Component: Nothing },
      { path: `${path}/*`, loader: leaveForServer, Component: Nothing },
    ]),
    { id: 'NotFound', path: '*', lazy: { Component: loadNotFoundPage } },
  ];
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteError />,
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ];
}

/** Routes that only redirect or leave the app render nothing while they do. */
function Nothing() {
  return null;
}

export function createAppRouter(brand: BrandConfig) {
  return createBrowserRouter(createRoutes(brand));
}
