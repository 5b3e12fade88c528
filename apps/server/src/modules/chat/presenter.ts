import type { ChatMessage } from '@playline/contract';
import type { ChatMessageRow } from './repository';

/** A stored message as the API shows it (to the player, the console and the hub alike). */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender,
    operatorName: row.sender === 'operator' ? row.operatorName : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
