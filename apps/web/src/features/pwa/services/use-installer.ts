import { ROUTES } from '@playline/contract/routes';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { onCookieConsentChange, readCookieConsent } from '#app/lib/consent.ts';
import { isStandalone } from '#app/lib/platform.ts';
import { promptInstall } from './install-prompt';
import { hideUntilAfterDismiss, isInstallerVisible } from './installer-rules';
import { trackInstall } from './pwa-analytics';

const consentDecided = () => readCookieConsent() !== null;

/** The installer's state and actions for the banner: visible (spec §4), install, dismiss. */
export function useInstaller() {
  const brand = useBrand();
  const store = useClientStoreApi();
  const navigate = useNavigate();
  const hideUntil = useClientStore((state) => state.pwa.hideUntil);
  const isIDevice = useClientStore((state) => state.pwa.isIDevice);
  const readyToInstall = useClientStore((state) => state.pwa.readyToInstall);
  // Accepted in this tab: the app opens in its own window now; this tab stays a browser tab.
  const [installed, setInstalled] = useState(false);
  // The cookie banner sits in the same place and comes first: the installer waits until it is answered.
  const decided = useSyncExternalStore(onCookieConsentChange, consentDecided, () => false);
  const visible =
    !installed &&
    (decided || !brand.hasCookiePolicy) &&
    isInstallerVisible({
      now: Date.now(),
      hideUntil,
      standalone: isStandalone(),
      isIDevice,
      readyToInstall,
      isShop: brand.isShop,
    });

  const dismiss = useCallback(
    () => store.getState().setPwaHideUntil(hideUntilAfterDismiss(Date.now(), brand.installerHideDays)),
    [store, brand.installerHideDays],
  );

  /** The browser's own prompt when it still holds one; else the landing page, which says how by hand. */
  const install = useCallback(async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      trackInstall(brand.brandKey, 'prompt');
      setInstalled(true);
    } else if (outcome === 'unavailable') {
      void navigate(ROUTES.PwaLandingPage.path);
    }
  }, [brand.brandKey, navigate]);

  return { visible, isIDevice, brandName: brand.name, dismiss, install };
}
