import { type FrameToHost, isFrameToHost } from '@playline/contract/casino-keys';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Listens to the game frame's postMessage bridge. Only messages from this origin AND from this very iframe's window
 * count: any other window (another tab's frame, an ad, a browser extension) could post the same shape.
 */
export function useFrameBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: FrameToHost) => void,
): void {
  // The latest handler without re-subscribing on every render.
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!isTrustedFrameMessage(event, frame.current)) return;
      handler.current(event.data as FrameToHost);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
}

export function isTrustedFrameMessage(event: MessageEvent, frame: HTMLIFrameElement | null): boolean {
  if (event.origin !== window.location.origin) return false;
  if (!frame?.contentWindow || event.source !== frame.contentWindow) return false;
  return isFrameToHost(event.data);
}
