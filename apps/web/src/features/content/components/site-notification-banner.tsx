import { STORAGE_KEYS } from '@playline/contract/constants';
import { Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SanitizedHtml } from '#app/components/sanitized-html.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { readStored, writeStored } from '#app/lib/storage.ts';
import { useSiteNotification } from '../api/get-site-notification';
import styles from './site-notification-banner.module.css';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The operator's site-wide notice (HTML, sanitised), shown while it is enabled, at the top of the page. Closing it
 * hides this notice for the tab's session; a new text shows again.
 */
export function SiteNotificationBanner() {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const notification = useClientStore((state) => state.siteNotification);
  const setSiteNotification = useClientStore((state) => state.setSiteNotification);
  const { data } = useSiteNotification(languageId);
  const [dismissed, setDismissed] = useState(() => readStored('session', STORAGE_KEYS.dismissedNotice, '', isText));

  useEffect(() => {
    if (data) setSiteNotification({ body: data.body, isEnabled: data.isEnabled });
  }, [data, setSiteNotification]);

  if (!notification.isEnabled || !notification.body || dismissed === notification.body) return null;
  const dismiss = () => {
    writeStored('session', STORAGE_KEYS.dismissedNotice, notification.body);
    setDismissed(notification.body);
  };
  return (
    <aside className={styles.banner} aria-label={t('Notification.Site')}>
      <Megaphone className={styles.icon} size={18} aria-hidden="true" />
      <SanitizedHtml html={notification.body} className={styles.body} />
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('Common.Dismiss')}>
        <X size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
