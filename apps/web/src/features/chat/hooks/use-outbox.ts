import type { ChatMessage } from '@playline/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '#app/lib/api-error.ts';
import type { ConversationData } from '../api/get-conversation';
import { chatKeys } from '../api/keys';
import { sendChatMessage } from '../api/send-message';
import { addToConversation } from '../lib/merge';

/** A message the player wrote that the server has not stored yet. */
export interface PendingMessage {
  key: string;
  body: string;
  status: 'sending' | 'failed';
  /** Why the last attempt failed: too many messages (429), or anything else. */
  reason?: 'too_many' | 'failed';
}

/**
 * Optimistic sending: a message shows at once as "sending", joins the conversation when the server stored it, or
 * stays as "not sent" with a way to send it again or remove it. Nothing is lost when the network drops.
 */
export function useOutbox() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const counter = useRef(0);
  const latest = useRef(pending);
  latest.current = pending;

  const attempt = useCallback(
    async (key: string, body: string) => {
      setPending((list) => list.map((item) => (item.key === key ? { key, body, status: 'sending' } : item)));
      try {
        const stored: ChatMessage = await sendChatMessage(body);
        queryClient.setQueryData<ConversationData>(chatKeys.conversation(), (data) => addToConversation(data, stored));
        setPending((list) => list.filter((item) => item.key !== key));
      } catch (error) {
        const reason = isApiError(error) && error.status === 429 ? 'too_many' : 'failed';
        setPending((list) => list.map((item) => (item.key === key ? { ...item, status: 'failed', reason } : item)));
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (body: string) => {
      counter.current += 1;
      const key = `pending-${counter.current}`;
      setPending((list) => [...list, { key, body, status: 'sending' }]);
      void attempt(key, body);
    },
    [attempt],
  );

  const retry = useCallback((item: PendingMessage) => void attempt(item.key, item.body), [attempt]);
  const discard = useCallback((key: string) => setPending((list) => list.filter((item) => item.key !== key)), []);

  /**
   * Whether this tab is sending a message with this text now. The hub echoes a player's message to all their tabs,
   * and the echo can beat the POST's own answer: this tab then leaves it to the answer, so it never shows twice.
   */
  const isSending = useCallback(
    (body: string) => latest.current.some((item) => item.status === 'sending' && item.body === body),
    [],
  );

  return { pending, send, retry, discard, isSending };
}
