import type { ChatConversation } from '@playline/contract/chat';
import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import form from '#app/components/form.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useConsoleMessages } from '../api/get-console-messages';
import { useReply } from '../api/post-reply';
import chat from '../components/chat.module.css';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { readOperatorName, saveOperatorName } from '../lib/console-token';
import styles from './console.module.css';

interface ConsoleConversationProps {
  token: string;
  userId: number;
  /** The list's entry for it (name and brand), when the list holds it. */
  summary: ChatConversation | undefined;
  /** Back to the list (phones, where the list and the conversation take turns). */
  onBack: () => void;
}

/** One player's conversation in the console: the thread, kept fresh by polling, and the reply box. */
export function ConsoleConversation({ token, userId, summary, onBack }: ConsoleConversationProps) {
  const t = useT();
  const nameId = useId();
  const [operatorName, setOperatorName] = useState(readOperatorName);
  const page = useConsoleMessages(token, userId);
  const reply = useReply(token, userId);
  const thread = useRef<HTMLElement>(null);
  const messages = page.data?.messages ?? [];
  const stick = useStickToBottom(thread, messages.at(-1)?.id, messages[0]?.id);
  const name = operatorName.trim();

  const send = async (body: string) => {
    saveOperatorName(name);
    try {
      await reply.mutateAsync({ body, operatorName: name });
      requestAnimationFrame(stick.scrollToEnd);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <section className={styles.conversation} aria-label={summary?.userName ?? t('Chat.Console.Player')}>
      <header className={styles.conversationHead}>
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('Chat.Console.Back')}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <div className={styles.headText}>
          <h2 className={styles.name}>{summary?.userName ?? `#${userId}`}</h2>
          {summary ? <span className={styles.brand}>{summary.brandName}</span> : null}
        </div>
      </header>
      <section
        ref={thread}
        className={chat.thread}
        onScroll={stick.onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so the keyboard must be able to focus it to scroll (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('Chat.Thread')}
      >
        {page.data ? (
          <div role="log" aria-live="polite">
            <MessageList messages={messages} reader="operator" />
          </div>
        ) : (
          <ListState
            loading={page.isPending}
            error={page.isError}
            onRetry={() => void page.refetch()}
            empty=""
            loadError={t('Chat.Console.ConversationError')}
          />
        )}
      </section>
      <Composer
        onSend={send}
        label={t('Chat.Console.Reply')}
        placeholder={t('Chat.Console.ReplyPlaceholder')}
        blockedReason={name === '' ? t('Chat.Console.NameNeeded') : null}
        notice={reply.isError ? t('Chat.Console.SendError') : null}
        before={
          <div className={styles.operator}>
            <label className={form.label} htmlFor={nameId}>
              {t('Chat.Console.OperatorName')}
            </label>
            <input
              id={nameId}
              className={`${form.input} ${styles.operatorInput}`}
              value={operatorName}
              maxLength={40}
              autoComplete="name"
              onChange={(event) => {
                setOperatorName(event.target.value);
                reply.reset();
              }}
            />
          </div>
        }
      />
    </section>
  );
}
