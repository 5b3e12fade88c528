import * as chat from '@playline/contract/api/chat';
import { type ChatMessage, type ChatPage, type ChatReply, chatMessageSchema } from '@playline/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendMessages } from '../lib/merge';
import { consoleCall } from './console-request';
import { consoleKeys } from './keys';

/** POST /api/admin/chat/conversations/:userId/messages `{body, operatorName}` → 201 the stored reply. */
export function postReply(token: string, userId: number, reply: ChatReply): Promise<ChatMessage> {
  return consoleCall(
    token,
    chat.replyToPlayer,
    { params: { userId }, body: reply },
    { parse: (data) => chatMessageSchema.parse(data) },
  );
}

/** Sends a reply; the conversation shows it at once and the list refreshes its unanswered count. */
export function useReply(token: string, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ChatReply) => postReply(token, userId, reply),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatPage>(consoleKeys.conversation(token, userId), (held) =>
        held ? appendMessages(held, [message]) : held,
      );
      void queryClient.invalidateQueries({ queryKey: consoleKeys.conversations(token) });
    },
  });
}
