import type { ChatMessage, ChatSender } from '@playline/contract/chat';
import type { ReactNode } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { dayLabel, groupByDay } from '../lib/day-groups';
import { MessageBubble } from './message-bubble';
import styles from './message-list.module.css';

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Who reads: their own messages sit on the right. */
  reader: ChatSender;
  /** Put after the last day's messages (the player's messages on their way). */
  after?: ReactNode;
}

/**
 * A conversation grouped by day ("Today", "Yesterday", a date), each day under a sticky label. Replies carry
 * the operator's name (the console's too, since several operators answer one conversation).
 */
export function MessageList({ messages, reader, after }: MessageListProps) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const now = new Date();
  const words = { today: t('Chat.Today'), yesterday: t('Chat.Yesterday') };
  const groups = groupByDay(messages);
  return (
    <>
      {groups.map((group) => (
        <section key={group.day} className={styles.day} aria-label={dayLabel(group.day, now, locale, words)}>
          <h2 className={styles.dayLabel}>{dayLabel(group.day, now, locale, words)}</h2>
          <ol className={styles.messages}>
            {group.items.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.sender === reader}
                author={message.sender === 'operator' ? (message.operatorName ?? t('Chat.Support')) : undefined}
              />
            ))}
          </ol>
        </section>
      ))}
      {after ? <ol className={styles.messages}>{after}</ol> : null}
    </>
  );
}
