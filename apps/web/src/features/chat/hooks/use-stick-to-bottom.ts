import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as "at the newest message". */
const NEAR_END_PX = 80;

/**
 * Keeps a scrolling thread at its newest message as messages arrive, unless the reader scrolled up to read older
 * ones: then it stays put and `unseen` turns true until they come back down (or press the "new messages" pill).
 * When older messages are put in above, the reader keeps looking at the same message.
 *
 * `lastKey` changes when a message is added at the end; `firstKey` when older messages are put in at the top.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, lastKey: unknown, firstKey: unknown) {
  const atEnd = useRef(true);
  const previous = useRef({ lastKey, firstKey, height: 0 });
  const [unseen, setUnseen] = useState(false);

  const scrollToEnd = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setUnseen(false);
  }, [ref]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;
    if (atEnd.current) setUnseen(false);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = previous.current;
    previous.current = { lastKey, firstKey, height: element.scrollHeight };
    if (before.firstKey !== undefined && firstKey !== before.firstKey && lastKey === before.lastKey) {
      // Older messages went in above: keep the same message under the reader's eyes.
      element.scrollTop += element.scrollHeight - before.height;
      return;
    }
    if (lastKey === before.lastKey && before.height !== 0) return;
    if (atEnd.current) element.scrollTop = element.scrollHeight;
    else setUnseen(true);
  }, [ref, lastKey, firstKey]);

  return { onScroll, unseen, scrollToEnd };
}
