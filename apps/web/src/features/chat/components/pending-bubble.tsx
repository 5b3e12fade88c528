import { AlertCircle } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { PendingMessage } from '../hooks/use-outbox';
import styles from './message-list.module.css';

interface PendingBubbleProps {
  item: PendingMessage;
  onRetry: (item: PendingMessage) => void;
  onDiscard: (key: string) => void;
}

/** A message on its way (dimmed, "Sending…"), or one that failed, with "Send again" and "Remove". */
export function PendingBubble({ item, onRetry, onDiscard }: PendingBubbleProps) {
  const t = useT();
  const failed = item.status === 'failed';
  return (
    <li className={`${styles.row} ${styles.mine}`}>
      <div className={`${styles.bubble} ${failed ? styles.failed : styles.sending}`}>
        <p className={styles.body}>{item.body}</p>
        {failed ? null : <span className={styles.time}>{t('Chat.Sending')}</span>}
      </div>
      {failed ? (
        <div className={styles.failure} role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          <span>{item.reason === 'too_many' ? t('Chat.TooMany') : t('Chat.NotSent')}</span>
          <button type="button" className={styles.linkButton} onClick={() => onRetry(item)}>
            {t('Chat.Resend')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => onDiscard(item.key)}>
            {t('Chat.Discard')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
