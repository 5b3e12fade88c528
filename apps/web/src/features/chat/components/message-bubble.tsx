import type { ChatMessage } from '@playline/contract/chat';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { timeOf } from '../lib/day-groups';
import styles from './message-list.module.css';

interface MessageBubbleProps {
  message: ChatMessage;
  /** Written by whoever reads: on the right, in the primary colour. */
  mine: boolean;
  /** The name over the message (an operator's reply). */
  author?: string | undefined;
}

/** One message; its text keeps the writer's line breaks and is never read as HTML. */
export function MessageBubble({ message, mine, author }: MessageBubbleProps) {
  const locale = useClientStore((state) => state.language.locale);
  return (
    <li className={`${styles.row} ${mine ? styles.mine : styles.theirs}`}>
      <div className={styles.bubble}>
        {author ? <span className={styles.author}>{author}</span> : null}
        <p className={styles.body}>{message.body}</p>
        <time className={styles.time} dateTime={message.createdAt}>
          {timeOf(message.createdAt, locale)}
        </time>
      </div>
    </li>
  );
}
