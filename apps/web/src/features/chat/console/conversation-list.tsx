import type { ChatConversation } from '@playline/contract/chat';
import { ListState } from '#app/components/list-state.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { whenShort } from '../lib/day-groups';
import styles from './console.module.css';

interface ConversationListProps {
  conversations: readonly ChatConversation[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  selected: number | null;
  onSelect: (userId: number) => void;
}

/** Conversations, latest activity first; a badge counts the player's messages nobody answered yet. */
export function ConversationList({
  conversations,
  loading,
  error,
  onRetry,
  selected,
  onSelect,
}: ConversationListProps) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  if (!conversations || conversations.length === 0) {
    return (
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('Chat.Console.Empty')}
        loadError={t('Chat.Console.LoadError')}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => (
        <li key={conversation.userId}>
          <button
            type="button"
            className={styles.item}
            aria-current={conversation.userId === selected ? 'true' : undefined}
            onClick={() => onSelect(conversation.userId)}
          >
            <span className={styles.itemTop}>
              <span className={styles.name}>{conversation.userName}</span>
              <time className={styles.when} dateTime={conversation.updatedAt}>
                {whenShort(conversation.updatedAt, new Date(), locale)}
              </time>
            </span>
            <span className={styles.itemBottom}>
              <span className={styles.preview}>
                {conversation.lastMessage.sender === 'operator' ? `${conversation.lastMessage.operatorName}: ` : ''}
                {conversation.lastMessage.body}
              </span>
              {conversation.unanswered > 0 ? (
                <span className={styles.badge} title={t('Chat.Console.Unanswered', { count: conversation.unanswered })}>
                  <span aria-hidden="true">{conversation.unanswered}</span>
                  <span className="visually-hidden">
                    {t('Chat.Console.Unanswered', { count: conversation.unanswered })}
                  </span>
                </span>
              ) : null}
            </span>
            <span className={styles.brand}>{conversation.brandName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
