import { Toast } from '@base-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import type { AppNotification, NotificationKind } from '../../lib/notifications';
import { useSafeNavigate } from '../../lib/safe-navigate';
import styles from './toasts.module.css';

const ICONS = { info: Info, positive: CircleCheck, negative: CircleAlert, warning: TriangleAlert } as const;

type ToastObject = Toast.Root.ToastObject<AppNotification>;

/** One notification: icon, title, body, optional progress bar, action buttons that navigate, and Dismiss. */
export function ToastItem({ toast }: { toast: ToastObject }) {
  const t = useT();
  const navigate = useSafeNavigate();
  const manager = Toast.useToastManager();
  const data = toast.data;
  const kind: NotificationKind = data?.kind ?? 'info';
  const Icon = ICONS[kind];
  return (
    <Toast.Root toast={toast} className={`${styles.toast} ${styles[kind]}`}>
      <Toast.Content className={styles.content}>
        <Icon className={styles.icon} size={20} aria-hidden="true" />
        <div className={styles.text}>
          {toast.title ? <Toast.Title className={styles.title} /> : null}
          {toast.description ? <Toast.Description className={styles.body} /> : null}
          {data?.progress != null ? (
            <div
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.progress}
            >
              <span style={{ width: `${data.progress}%` }} />
            </div>
          ) : null}
          <div className={styles.actions}>
            {data?.actions.map((action) => (
              <button
                key={action.link + action.caption}
                type="button"
                className={styles.action}
                onClick={() => {
                  manager.close(toast.id);
                  navigate(action.link);
                }}
              >
                {action.caption}
              </button>
            ))}
            {/* A plain button: Base UI's Toast.Close hides itself from assistive technology until focused. */}
            <button type="button" className={styles.dismiss} onClick={() => manager.close(toast.id)}>
              {t('Common.Dismiss')}
            </button>
          </div>
        </div>
      </Toast.Content>
    </Toast.Root>
  );
}
