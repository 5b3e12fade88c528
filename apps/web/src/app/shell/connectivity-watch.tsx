import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { watchConnectivity } from '#app/lib/connectivity.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { ConnectivityFallback } from './connectivity-fallback';

/** Loaded when first needed; if the code cannot be downloaded (likely, when offline) a plain fallback shows. */
const ConnectivityDialog = lazy(() => import('./connectivity-dialog').catch(() => ({ default: ConnectivityFallback })));

/** Runs the connectivity probe (spec §4): marks the app offline or online and opens the dialog when it goes offline. */
export function ConnectivityWatch() {
  const store = useClientStoreApi();
  const t = useT();
  const translate = useRef(t);
  translate.current = t;
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(
    () =>
      watchConnectivity((online) => {
        const wasOffline = store.getState().isOffline;
        store.getState().setOffline(!online);
        if (!online && !wasOffline) setDialogOpen(true);
        if (online && wasOffline) {
          setDialogOpen(false);
          notify({ id: 'connectivity', kind: 'positive', title: translate.current('Connectivity.Restored'), body: '' });
        }
      }),
    [store],
  );

  if (!dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConnectivityDialog onClose={() => setDialogOpen(false)} />
    </Suspense>
  );
}
