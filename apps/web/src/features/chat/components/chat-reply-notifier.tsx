import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useHubMessage } from '#app/lib/realtime/hub.ts';
import { chatKeys } from '../api/keys';

const CHAT_PATHS: ReadonlySet<string> = new Set(['/chat', '/help/chat']);

/**
 * A support reply that arrives while the player is elsewhere in the app: a toast that opens the chat, and the
 * chat entry's badge counts it (read again from the server, which knows what is unread). On the chat itself the
 * conversation shows it and marks it read. Renders nothing; the shell runs it for a logged-in player where the
 * brand has chat.
 */
export function ChatReplyNotifier() {
  const t = useT();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useHubMessage('chat', ({ message }) => {
    if (message.sender !== 'operator' || CHAT_PATHS.has(pathname)) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    notify({
      id: `chat-reply-${message.id}`,
      kind: 'info',
      title: t('Chat.NewReply'),
      body: message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body,
      actions: [{ caption: t('Chat.OpenReply'), link: '/chat' }],
      timeout: 8000,
    });
  });
  return null;
}

export default ChatReplyNotifier;
