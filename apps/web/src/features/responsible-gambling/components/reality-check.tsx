import { lazy, Suspense, useEffect } from 'react';
import { isLimitReached, shouldCount } from '#app/entities/session-time-limit/session-time-limit.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { SessionReminder } from './session-reminder';

const RealityCheckDialog = lazy(() => import('./reality-check-dialog'));

/**
 * Spec §4 while a player is logged in: the elapsed seconds count up every second (saved in session storage by the
 * store) while they are valid, and the alert opens when they equal the limit exactly. Beside it, the reminder every
 * N minutes (issue 19), which waits while the alert is open. The shell mounts this only for a logged-in player;
 * the dialogs' code loads when it is needed.
 */
export function RealityCheck() {
  const store = useClientStoreApi();
  const reached = useClientStore((state) => isLimitReached(state.responsibleGambling));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const { responsibleGambling, setResponsibleGambling } = store.getState();
      if (shouldCount(responsibleGambling)) {
        setResponsibleGambling({ timeElapsedSeconds: responsibleGambling.timeElapsedSeconds + 1 });
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [store]);

  return (
    <>
      <SessionReminder held={reached} />
      {reached ? (
        <Suspense fallback={null}>
          <RealityCheckDialog />
        </Suspense>
      ) : null}
    </>
  );
}
