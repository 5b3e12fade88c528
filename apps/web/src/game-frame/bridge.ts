import type { FrameToHost, HostToFrame } from '@playline/contract/casino-keys';
import { isHostToFrame } from '@playline/contract/casino-keys';

/** Distributes `Omit` over a union so each message keeps its own fields. */
type WithoutSource<T> = T extends unknown ? Omit<T, 'source'> : never;

/**
 * The frame's side of the postMessage bridge: messages go to the page around it, on this origin only (the host is
 * the same site), and only the host's messages from this origin are heard.
 */
export function postToHost(message: WithoutSource<FrameToHost>, target: Window = window.parent) {
  // A frame opened on its own (no parent) posts to itself; harmless, and the page still works for testing.
  target.postMessage({ source: 'playline-game', ...message }, location.origin);
}

export function onHostMessage(listener: (message: HostToFrame) => void): () => void {
  const handle = (event: MessageEvent) => {
    if (event.origin !== location.origin || !isHostToFrame(event.data)) return;
    listener(event.data);
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
