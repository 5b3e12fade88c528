import { ROUTES } from '@playline/contract/routes';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useSlipCount } from '#app/entities/slip/slip.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { usePwaStart } from './services/use-pwa-start';
import { useServiceWorkerUpdate } from './services/use-service-worker-update';

// The card loads only on a device that can install (the browser offered it, or an iPhone): most visits never need it.
const InstallerBanner = lazy(async () => ({
  default: (await import('./components/installer-banner')).InstallerBanner,
}));
const UpdateDialog = lazy(async () => ({ default: (await import('./components/update-dialog')).UpdateDialog }));

/** Pages where the installer card would be in the way: full-viewport games, and the install pages themselves. */
const NO_INSTALLER = [
  ROUTES.CasinoGame.path,
  ROUTES.LiveCasinoGame.path,
  ROUTES.GamesCasinoGame.path,
  ROUTES.VirtualGamesCasinoGame.path,
  ROUTES.PwaLandingPage.path,
  ROUTES.PwaCasinoLandingPage.path,
  ROUTES.PwaSportsLandingPage.path,
];

/** The installable app's services (issue 9): service-worker registration and update flow, installer, app version. */
export default function PwaHost() {
  usePwaStart();
  const update = useServiceWorkerUpdate();
  const { pathname } = useLocation();
  // The slip's peek bar sits where the card would: the bet comes first.
  const slipCount = useSlipCount();
  const canInstall = useClientStore((state) => state.pwa.readyToInstall || state.pwa.isIDevice);
  const installerHere = canInstall && slipCount === 0 && !NO_INSTALLER.some((pattern) => matchPath(pattern, pathname));
  return (
    <>
      {installerHere ? (
        <Suspense fallback={null}>
          <InstallerBanner />
        </Suspense>
      ) : null}
      {update.offered ? (
        <Suspense fallback={null}>
          <UpdateDialog onConfirm={update.confirm} onLater={update.later} />
        </Suspense>
      ) : null}
    </>
  );
}
