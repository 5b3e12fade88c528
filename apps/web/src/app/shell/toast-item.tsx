import { Toast } from '@base-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { AppNotification, NotificationKind } from '#app/lib/notifications.ts';
import { useSafeNavigate } from '#app/lib/safe-navigate.ts';
import { toastHtml } from './toast-html';
import { followToastLink } from './toast-links';
import styles from './toasts.module.css';

const ICONS = { info: Info, positive: CircleCheck, negative: CircleAlert, warning: TriangleAlert } as const;

type ToastObject = Toast.Root.ToastObject<AppNotification>;

/**
 * One notification: icon, title, body, optional progress bar, action buttons that follow their links (see
 * toast-links.ts), and Dismiss.
 */
export function ToastItem({ toast }: { toast: ToastObject }) {
  const t = useT();
  const navigate = useSafeNavigate();
  const manager = Toast.useToastManager();
  const data = toast.data;
  const kind: NotificationKind = data?.kind ?? 'info';
  const Icon = ICONS[kind];
  // Server-sent title and body (hub notifications) are sanitised HTML; the toast object keeps their plain text.
  const html = toastHtml(String(toast.id));
  return (
    <Toast.Root toast={toast} className={`${styles.toast} ${styles[kind]}`}>
      <Toast.Content className={styles.content}>
        <Icon className={styles.icon} size={20} aria-hidden="true" />
        <div className={styles.text}>
          {toast.title ? (
            <Toast.Title className={styles.title}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify before it was stored. */}
              {html ? <span dangerouslySetInnerHTML={{ __html: html.title }} /> : undefined}
            </Toast.Title>
          ) : null}
          {toast.description ? (
            <Toast.Description className={styles.body}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify before it was stored. */}
              {html ? <span dangerouslySetInnerHTML={{ __html: html.body }} /> : undefined}
            </Toast.Description>
          ) : null}
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
                  followToastLink(action.link, navigate);
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
