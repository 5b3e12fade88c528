import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingNotifications, onPendingNotification } from '#app/lib/notifications.ts';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast viewports when the first notification arrives; `notify()` queues until then. */
export function NotificationHost() {
  const [needed, setNeeded] = useState(hasPendingNotifications);
  useEffect(() => {
    if (needed) return;
    if (hasPendingNotifications()) setNeeded(true);
    return onPendingNotification(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
