import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useClientStore } from '../../../lib/client-store-context';
import { useT } from '../../../lib/i18n/use-t';
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
