import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const chatPage = async () => (await import('#app/features/chat/components/chat-page.tsx')).ChatPage;

/**
 * The chat screens (issue 9), each its own lazily loaded chunk; the router merges them in. `/chat` and `/help/chat`
 * are the same page (the brand guard offers both only where the brand has chat); `/admin/chat` is the operators'
 * console, opened with the admin token.
 */
export const CHAT_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Chat: chatPage,
  Help_Chat: chatPage,
  AdminChat: async () => (await import('#app/features/chat/console/admin-chat-page.tsx')).AdminChatPage,
};
