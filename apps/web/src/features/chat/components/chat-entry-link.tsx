import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useChatUnread } from '../api/unread';
import styles from './chat-entry-link.module.css';

/**
 * The header's chat entry, with a badge counting the support replies the player has not read (the server keeps what
 * was read, so the count survives a reload); a visitor's entry has none.
 */
export interface ChatEntryLinkProps {
  className: string;
  loggedIn: boolean;
}

export function ChatEntryLink({ className, loggedIn }: ChatEntryLinkProps) {
  const t = useT();
  const unread = useChatUnread(loggedIn).data?.unread ?? 0;
  const count = loggedIn ? unread : 0;
  return (
    <Link
      to="/chat"
      className={`${className} ${styles.entry}`}
      aria-label={count > 0 ? t('Chat.EntryUnread', { count }) : t('Header.Chat')}
    >
      <MessageCircle size={22} aria-hidden="true" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 9 ? '9+' : count}
        </span>
      ) : null}
    </Link>
  );
}
