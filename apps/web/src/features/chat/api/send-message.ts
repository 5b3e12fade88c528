import * as chat from '@playline/contract/api/chat';
import { type ChatMessage, chatMessageSchema } from '@playline/contract/chat';
import { call } from '#app/lib/api-client.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { apiEvents } from '#app/lib/api-events.ts';

/**
 * POST /api/chat/messages `{body}` → 201 the stored message. Failures stay off the shell's toasts (the message
 * itself says "Not sent" and offers to send it again), except a 401: the session ended, and the shell logs out.
 */
export async function sendChatMessage(body: string): Promise<ChatMessage> {
  try {
    return await call(
      chat.sendChatMessage,
      { body: { body } },
      { report: false, parse: (data) => chatMessageSchema.parse(data) },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) apiEvents.emit('unauthorized', { path: chat.sendChatMessage.path });
    throw error;
  }
}
