import type { ChatMessage } from '@playline/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useHubMessage } from '#app/lib/realtime/hub.ts';
import { writePushed } from '#app/lib/realtime/pushed-state.ts';
import type { ConversationData } from '../api/get-conversation';
import { chatKeys } from '../api/keys';
import { addToConversation } from '../lib/merge';

/**
 * Replies (and the player's messages from their other tabs) arrive on the player's hub channel and join the
 * conversation held (except one this tab is still sending, see `isOwnInFlight`). A socket that (re)connects may have
 * missed some: the conversation is read again then.
 */
export function useLiveConversation(isOwnInFlight: (message: ChatMessage) => boolean): void {
  const queryClient = useQueryClient();
  const store = useClientStoreApi();

  useHubMessage('chat', ({ message }) => {
    // This tab's own message on its way: the POST's answer puts it in place of the "sending" copy.
    if (isOwnInFlight(message)) return;
    // A read of the conversation on its way may not hold the message yet: it must not drop it (see `writePushed`).
    writePushed<ConversationData>(
      queryClient,
      { queryKey: chatKeys.conversation(), exact: true },
      (data) => addToConversation(data, message) ?? data,
    );
  });

  useHubMessage('hello', ({ userId }) => {
    if (userId !== null && userId === store.getState().user?.userId) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
    }
  });
  // The servers lost messages between them (decision 025): a reply may be among them.
  useHubMessage('resync', () => {
    if (store.getState().user) void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
  });
}
