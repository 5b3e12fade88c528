import { Toast } from '@base-ui/react/toast';
import { useEffect } from 'react';
import { type AppNotification, connectNotificationSink } from '#app/lib/notifications.ts';
import { ToastItem } from './toast-item';
import styles from './toasts.module.css';

const managers = { top: Toast.createToastManager(), bottom: Toast.createToastManager() };

function show(notification: AppNotification): void {
  managers[notification.position].add({
    id: notification.id,
    title: notification.title,
    description: notification.body,
    type: notification.kind,
    timeout: notification.timeout,
    priority: notification.kind === 'negative' ? 'high' : 'low',
    data: notification,
  });
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
}

/** The two toast viewports (top for errors, bottom by default), fed by `notify()`. */
export function Toasts() {
  useEffect(
    () =>
      connectNotificationSink({
        show,
        dismiss: (id) => {
          managers.top.close(id);
          managers.bottom.close(id);
        },
      }),
    [],
  );
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => (
        <Toast.Provider key={position} toastManager={managers[position]} limit={3}>
          <Toast.Portal>
            <Toast.Viewport className={`${styles.viewport} ${styles[position]}`} data-position={position}>
              <ToastList />
            </Toast.Viewport>
          </Toast.Portal>
        </Toast.Provider>
      ))}
    </>
  );
}

export default Toasts;
