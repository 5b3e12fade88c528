import { BREAKPOINTS } from '@playline/contract/constants';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useBoot } from '#app/brand/boot-context.tsx';
import { useSessionSync } from '#app/features/auth/hooks/use-session-sync.ts';
import { brandInvitesRegistration } from '#app/features/auth/registration-prompt-rules.ts';
import { SeoText } from '#app/features/content/components/seo-text.tsx';
import { SiteNotificationBanner } from '#app/features/content/components/site-notification-banner.tsx';
import { readEmbedMode } from '#app/features/sports/components/provider-frame-embed.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useI18nSync } from '#app/lib/i18n/use-i18n-sync.ts';
import { useMediaQuery } from '#app/lib/use-media-query.ts';
import { useGameScreenOpen } from '../routes/casino-game-screens';
import { useRouteName } from '../routes/route-handle';
import { AlertHost } from './alert-host';
import { BottomNav } from './bottom-nav';
import { ConnectivityWatch } from './connectivity-watch';
import { DrawerHost } from './drawer-host';
import { Header } from './header';
import { HubHost } from './hub-host';
import { LoadLater } from './load-later';
import { LoginDialogHost } from './login-dialog-host';
import { NotificationHost } from './notification-host';
import { pageColumns } from './page-columns';
import { ScrollToTopButton } from './scroll-to-top-button';
import styles from './shell.module.css';
import { SiteFooter } from './site-footer';
import { SlipDock, SlipOwnerSync } from './slip-dock';
import { useApiEvents } from './use-api-events';
import { useReloadOnVisible } from './use-reload-on-visible';
import { useScrollReset } from './use-scroll-reset';
import { useSeoKey } from './use-seo-key';

const SessionServices = lazy(() => import('./session-services'));
/**
 * The desktop's left column (drawer entries, sports tree, language) is never drawn on phones: its code stays out of
 * their first load (issue 21). Until it arrives a placeholder holds its width, so the page beside it does not move.
 */
const SideNav = lazy(() => import('./side-nav'));
const EmbeddedConnection = lazy(() => import('#app/features/sports/components/provider-frame-embedded.tsx'));
// The shop terminal's client panel: only a shop operator's session loads it (issue 8).
const ShopPanel = lazy(() => import('#app/features/shop/components/shop-panel.tsx'));
// The installable app's services (issue 9) start after the first screen: nothing in them paints it.
const PwaHost = lazy(() => import('#app/features/pwa/pwa-host.tsx'));
const CookieBanner = lazy(() => import('#app/features/consent/components/cookie-banner.tsx'));
const RegistrationInvite = lazy(() => import('#app/features/auth/components/registration-invite.tsx'));
/** The invitation is due 45 s into a visit at the earliest: its code loads a while before, not with the page. */
const INVITE_LOADS_AFTER_MS = 30_000;
// A player's warning line when a limit is nearly used (issue 19): loads after login, in the page flow.
const LimitWarningBanner = lazy(() => import('#app/features/responsible-gambling/components/limit-warning-banner.tsx'));

/** The session check in a leaf of its own: when its answer arrives, only this re-renders, not the whole frame. */
function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * Services nothing on the first screen needs (the installable app, cookie consent, the registration invitation)
 * start after the first render: the prerendered and server-rendered pages then match the client's first render.
 */
function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The frame around every page (ui.md): header, left column on desktop (with the sports tree on sports screens), the
 * slip's right column where bets are taken, tab bar on phones, and the shell services.
 */
export function AppShell() {
  const { siteId, brand } = useBoot();
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Framed by another site's sportsbook page (`?embed=<provider>`): the host has its own frame, so ours hides.
  const [embedded] = useState(() => readEmbedMode() !== null);
  const seoKey = useSeoKey();
  // Only who is logged in matters here: balance updates re-render the header, not the whole frame.
  const userId = useClientStore((state) => state.user?.userId);
  const shopOperator = useClientStore((state) => state.user?.shop !== undefined);
  // A casino game fills the viewport: no tab bar or slip peek behind it.
  const gameOpen = useGameScreenOpen();
  // On a desktop the slip's column and the sports tree come only where they serve the page (issue 21).
  const columns = pageColumns(useRouteName());
  const desktopFrame = isDesktop && !embedded;
  useI18nSync(siteId);
  useScrollReset();
  useApiEvents();
  useReloadOnVisible(brand.reloadOnVisibleSeconds);

  return (
    <div
      className={[styles.shell, isDesktop && styles.desktop, desktopFrame && columns.wide && styles.wide]
        .filter(Boolean)
        .join(' ')}
      // No tab bar to keep clear of when embedded (shell.module.css is shared; one inline rule beats a new class).
      style={embedded ? { paddingBottom: 0 } : undefined}
    >
      {embedded ? null : <Header showMenu={!isDesktop} menuOpen={drawerOpen} onMenu={() => setDrawerOpen(true)} />}
      {brand.isShop && shopOperator && !embedded ? (
        <Suspense fallback={null}>
          <ShopPanel />
        </Suspense>
      ) : null}
      <div className={styles.columns}>
        {desktopFrame ? (
          <Suspense fallback={<div className={styles.sidePlaceholder} />}>
            <SideNav sportsTree={columns.sportsTree} />
          </Suspense>
        ) : null}
        <main id="main" className={styles.main}>
          <SiteNotificationBanner />
          {userId === undefined || embedded ? null : (
            <Suspense fallback={null}>
              <LimitWarningBanner key={userId} />
            </Suspense>
          )}
          <Outlet />
          <SeoText resourceKey={seoKey} />
        </main>
        {desktopFrame && columns.slip ? <SlipDock isDesktop /> : null}
      </div>
      {embedded ? null : <SiteFooter />}
      {isDesktop || embedded || gameOpen ? null : <SlipDock isDesktop={false} />}
      {isDesktop || embedded || gameOpen ? null : <BottomNav />}
      <ScrollToTopButton />
      {embedded ? null : <DrawerHost open={drawerOpen && !isDesktop} onOpenChange={setDrawerOpen} />}
      <NotificationHost />
      <LoginDialogHost />
      {userId === undefined ? null : (
        <Suspense fallback={null}>
          <SessionServices key={userId} />
        </Suspense>
      )}
      <AlertHost />
      <ConnectivityWatch />
      <HubHost />
      <SessionSync />
      <SlipOwnerSync />
      {embedded ? null : (
        <AfterFirstRender>
          <PwaHost />
          {brand.hasCookiePolicy ? <CookieBanner /> : null}
          {userId === undefined && brandInvitesRegistration(brand) ? (
            <LoadLater afterMs={INVITE_LOADS_AFTER_MS}>
              <RegistrationInvite />
            </LoadLater>
          ) : null}
        </AfterFirstRender>
      )}
      {embedded ? (
        <Suspense fallback={null}>
          <EmbeddedConnection />
        </Suspense>
      ) : null}
    </div>
  );
}
