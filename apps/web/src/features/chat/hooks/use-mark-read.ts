import { useEffect, useRef } from 'react';
import { useMarkChatRead } from '../api/unread';

/**
 * The conversation on screen is read: its newest message id goes to the server (once per new message), which then
 * counts no reply up to it as unread — the chat entry's badge clears, here and on the player's other devices.
 */
export function useMarkRead(newestId: number | undefined): void {
  const { mutate } = useMarkChatRead();
  const marked = useRef(0);
  useEffect(() => {
    if (newestId === undefined || newestId <= marked.current) return;
    marked.current = newestId;
    mutate(newestId);
  }, [newestId, mutate]);
}
