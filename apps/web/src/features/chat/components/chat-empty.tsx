import { MessagesSquare } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './chat.module.css';

/** A conversation not started yet: what to expect before writing. */
export function ChatEmpty() {
  const t = useT();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <MessagesSquare size={28} aria-hidden="true" />
      </span>
      <p className={styles.emptyTitle}>{t('Chat.EmptyTitle')}</p>
      <p className={styles.emptyText}>{t('Chat.Empty')}</p>
    </div>
  );
}
