import { useEffect } from 'react';
import { useBoot } from '#app/brand/boot-context.tsx';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { checkAppVersion } from './app-version';
import { clearInstallPrompt, hasInstallPrompt, subscribeInstallPrompt } from './install-prompt';
import { trackInstall, trackPwaStart } from './pwa-analytics';

/**
 * Once per start: the app version check (`app_ver`, with "what's new" once after an update), the `pwa` analytics
 * event, the install-ready signal into the client store, and the install event when the app gets installed.
 */
export function usePwaStart(): void {
  const { version, brand } = useBoot();
  const store = useClientStoreApi();
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per start; the texts of that moment are enough
  useEffect(() => {
    if (checkAppVersion(version) === 'changed')
      notify({ id: 'pwa-whats-new', kind: 'info', title: t('Pwa.WhatsNew', { version }), body: '', timeout: 8000 });
    trackPwaStart();
  }, [version]);

  useEffect(() => {
    const sync = () => {
      if (hasInstallPrompt()) store.getState().setReadyToInstall(true);
    };
    sync();
    const onInstalled = () => {
      clearInstallPrompt();
      trackInstall(brand.brandKey, 'appinstalled');
    };
    window.addEventListener('appinstalled', onInstalled);
    const unsubscribe = subscribeInstallPrompt(sync);
    return () => {
      window.removeEventListener('appinstalled', onInstalled);
      unsubscribe();
    };
  }, [store, brand.brandKey]);
}
