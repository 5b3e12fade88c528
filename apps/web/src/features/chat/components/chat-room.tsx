import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import buttons from '#app/components/button.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useConversation } from '../api/get-conversation';
import { useLiveConversation } from '../hooks/use-live-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { useOutbox } from '../hooks/use-outbox';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { conversationMessages } from '../lib/merge';
import styles from './chat.module.css';
import { ChatEmpty } from './chat-empty';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PendingBubble } from './pending-bubble';

/** A player's conversation with support: the thread (older pages on demand), live replies and the composer. */
export function ChatRoom() {
  const t = useT();
  const conversation = useConversation();
  const outbox = useOutbox();
  useLiveConversation((message) => message.sender === 'player' && outbox.isSending(message.body));
  const thread = useRef<HTMLElement>(null);
  const messages = conversationMessages(conversation.data);
  const lastKey = outbox.pending.at(-1)?.key ?? messages.at(-1)?.id;
  const stick = useStickToBottom(thread, lastKey, messages[0]?.id);
  useMarkRead(messages.at(-1)?.id);

  const send = (body: string): undefined => {
    outbox.send(body);
    // Whoever writes wants to see their message, even after scrolling up.
    requestAnimationFrame(stick.scrollToEnd);
  };

  const loaded = conversation.data !== undefined;
  const nothingYet = loaded && messages.length === 0 && outbox.pending.length === 0;

  return (
    <>
      <section
        ref={thread}
        className={styles.thread}
        onScroll={stick.onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so the keyboard must be able to focus it to scroll (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('Chat.Thread')}
      >
        {conversation.hasNextPage ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.outline} ${buttons.small} ${styles.earlier}`}
            disabled={conversation.isFetchingNextPage}
            onClick={() => void conversation.fetchNextPage()}
          >
            {t('Chat.LoadEarlier')}
          </button>
        ) : null}
        {loaded ? null : (
          <ListState
            loading={conversation.isPending}
            error={conversation.isError}
            onRetry={() => void conversation.refetch()}
            empty=""
            loadError={t('Chat.LoadError')}
          />
        )}
        {nothingYet ? <ChatEmpty /> : null}
        <div role="log" aria-live="polite" aria-label={t('Chat.Thread')}>
          <MessageList
            messages={messages}
            reader="player"
            after={outbox.pending.map((item) => (
              <PendingBubble key={item.key} item={item} onRetry={outbox.retry} onDiscard={outbox.discard} />
            ))}
          />
        </div>
      </section>
      {stick.unseen ? (
        <button type="button" className={styles.newPill} onClick={stick.scrollToEnd}>
          <ArrowDown size={16} aria-hidden="true" />
          {t('Chat.NewMessages')}
        </button>
      ) : null}
      <Composer onSend={send} label={t('Chat.Message')} placeholder={t('Chat.Placeholder')} />
    </>
  );
}
