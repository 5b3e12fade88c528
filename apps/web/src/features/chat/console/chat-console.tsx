import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '#app/components/button.module.css';
import { isApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useConversations } from '../api/get-conversations';
import { useFillViewport } from '../hooks/use-fill-viewport';
import styles from './console.module.css';
import { ConsoleConversation } from './console-conversation';
import { ConversationList } from './conversation-list';

interface ChatConsoleProps {
  token: string;
  /** The server refused the token (it changed since): back to the token form. */
  onRefused: () => void;
  onForget: () => void;
}

const USER_PARAM = 'user';

/**
 * The console with a token: the conversations and the open one. Desktop shows both side by side; a phone shows the
 * list, then the conversation (`?user=<id>`, so the back button returns to the list).
 */
export function ChatConsole({ token, onRefused, onForget }: ChatConsoleProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const list = useConversations(token);
  const frame = useRef<HTMLDivElement>(null);
  useFillViewport(frame);
  const selected = Number(params.get(USER_PARAM)) || null;
  const refused = isApiError(list.error) && (list.error.status === 401 || list.error.status === 403);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  const select = (userId: number) => setParams({ [USER_PARAM]: String(userId) });
  const back = () => setParams({});
  const summary = list.data?.conversations.find((conversation) => conversation.userId === selected);

  return (
    <div ref={frame} className={`${styles.console} ${selected ? styles.showing : ''}`}>
      <aside className={styles.sidebar}>
        <header className={styles.sidebarHead}>
          <h1 className={styles.heading}>{t('Chat.Console.Conversations')}</h1>
          <button type="button" className={`${buttons.button} ${buttons.ghost} ${buttons.small}`} onClick={onForget}>
            {t('Chat.Console.Forget')}
          </button>
        </header>
        <ConversationList
          conversations={list.data?.conversations}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          selected={selected}
          onSelect={select}
        />
      </aside>
      {selected ? (
        <ConsoleConversation key={selected} token={token} userId={selected} summary={summary} onBack={back} />
      ) : (
        <p className={styles.choose}>{t('Chat.Console.Choose')}</p>
      )}
    </div>
  );
}
