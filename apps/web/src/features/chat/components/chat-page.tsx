import { Headset } from 'lucide-react';
import { useRef } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHubState } from '#app/lib/realtime/hub.ts';
import { useFillViewport } from '../hooks/use-fill-viewport';
import styles from './chat.module.css';
import { ChatRoom } from './chat-room';
import { VisitorPrompt } from './visitor-prompt';

/** Whether replies arrive live: the hub is connected (without it the conversation is polled). */
function ConnectionLine() {
  const t = useT();
  const open = useHubState() === 'open';
  return (
    <span className={styles.status}>
      <span className={`${styles.dot} ${open ? styles.dotOnline : ''}`} aria-hidden="true" />
      {open ? t('Chat.Online') : t('Chat.Reconnecting')}
    </span>
  );
}

/**
 * `/chat` and `/help/chat` (brands with chat; the route guard sends others home): a visitor is asked to log in, a
 * player talks to support. The panel fills the screen between the header and the tab bar.
 */
export function ChatPage() {
  const t = useT();
  const user = useClientStore((state) => state.user);
  const panel = useRef<HTMLElement>(null);
  useFillViewport(panel);
  return (
    <section ref={panel} className={styles.panel}>
      <header className={styles.head}>
        <span className={styles.avatar}>
          <Headset size={22} aria-hidden="true" />
        </span>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('Header.Chat')}</h1>
          {user ? <ConnectionLine /> : <span className={styles.status}>{t('Chat.Team')}</span>}
        </div>
      </header>
      {/* Keyed by player: another login starts from that player's conversation, nothing of the last one's. */}
      {user ? <ChatRoom key={user.userId} /> : <VisitorPrompt />}
    </section>
  );
}

export default ChatPage;
