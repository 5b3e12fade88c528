import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { SanitizedHtml } from '#app/components/sanitized-html.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSiteNotification } from '../api/get-site-notification';
import styles from './site-notification-banner.module.css';

/** The operator's site-wide notice (HTML, sanitised), shown while it is enabled. */
export function SiteNotificationBanner() {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const notification = useClientStore((state) => state.siteNotification);
  const setSiteNotification = useClientStore((state) => state.setSiteNotification);
  const { data } = useSiteNotification(languageId);

  useEffect(() => {
    if (data) setSiteNotification({ body: data.body, isEnabled: data.isEnabled });
  }, [data, setSiteNotification]);

  if (!notification.isEnabled || !notification.body) return null;
  return (
    <aside className={styles.banner} aria-label={t('Notification.Site')}>
      <Megaphone className={styles.icon} size={18} aria-hidden="true" />
      <SanitizedHtml html={notification.body} className={styles.body} />
    </aside>
  );
}
