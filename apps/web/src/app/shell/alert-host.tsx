import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeAlert, currentAlert, subscribeAlerts } from '#app/lib/alerts.ts';

const AlertDialogView = lazy(() => import('./alert-dialog-view'));

/** Shows the alert service's dialogs one at a time; the dialog code loads with the first alert. */
export function AlertHost() {
  const alert = useSyncExternalStore(subscribeAlerts, currentAlert, currentAlert);
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView key={alert.id} alert={alert} onClose={() => closeAlert(alert.id)} />
    </Suspense>
  );
}
