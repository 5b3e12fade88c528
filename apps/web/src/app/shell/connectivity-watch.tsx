import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useClientStoreApi } from '../../lib/client-store-context';
import { watchConnectivity } from '../../lib/connectivity';
import { useT } from '../../lib/i18n/use-t';
import { notify } from '../../lib/notifications';
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
