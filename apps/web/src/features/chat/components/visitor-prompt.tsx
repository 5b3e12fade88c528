import { MessagesSquare } from 'lucide-react';
import { useLocation } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import styles from './chat.module.css';

/** A visitor is invited to log in; the login dialog brings them back to this page. */
export function VisitorPrompt() {
  const t = useT();
  const location = useLocation();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <MessagesSquare size={28} aria-hidden="true" />
      </span>
      <p className={styles.emptyTitle}>{t('Chat.VisitorTitle')}</p>
      <p className={styles.emptyText}>{t('Chat.VisitorBody')}</p>
      <p className={styles.emptyText}>{t('Chat.Empty')}</p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary}`}
        onClick={() => openLoginDialog({ returnUrl: location.pathname + location.search })}
      >
        {t('Header.Login')}
      </button>
    </div>
  );
}
