import { CHAT_BODY_MAX } from '@playline/contract/chat';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMediaQuery } from '#app/lib/use-media-query.ts';
import styles from './composer.module.css';

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 160;

interface ComposerProps {
  /**
   * Called with the trimmed text; the field empties at once (sending shows in the thread). When it answers a promise
   * of `false`, the text comes back into the (still empty) field to be sent again.
   */
  onSend: (body: string) => undefined | Promise<boolean>;
  label: string;
  placeholder: string;
  /** Above the field, e.g. the console's operator name. */
  before?: ReactNode;
  /** Why sending is not possible now, shown under the field. */
  blockedReason?: string | null;
  /** A note under the field that does not stop sending (say, that the last attempt failed). */
  notice?: string | null;
}

/**
 * The message field and its send button (44 px and more). On a desktop keyboard Enter sends and Shift+Enter breaks
 * the line; on touch screens Enter breaks the line and the button sends, as phone keyboards expect.
 */
export function Composer({ onSend, label, placeholder, before, blockedReason = null, notice = null }: ComposerProps) {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const enterSends = useMediaQuery('(hover: hover) and (pointer: fine)');
  const length = text.trim().length;
  const tooLong = length > CHAT_BODY_MAX;
  const problem = tooLong ? t('Chat.TooLong', { max: CHAT_BODY_MAX, count: length }) : blockedReason;
  const note = problem ?? notice;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, read through the element
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const send = () => {
    if (length === 0 || problem) return;
    const body = text.trim();
    const sent = onSend(body);
    setText('');
    if (sent instanceof Promise) {
      void sent.then((ok) => {
        if (!ok) setText((now) => (now === '' ? body : now));
      });
    }
    field.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || !enterSends || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      {before}
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <textarea
          ref={field}
          id={id}
          className={styles.field}
          rows={1}
          value={text}
          placeholder={placeholder}
          aria-invalid={tooLong}
          aria-describedby={note ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={length === 0 || problem !== null}
          aria-label={t('Chat.Send')}
        >
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </div>
      {note ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {note}
        </p>
      ) : null}
    </form>
  );
}
