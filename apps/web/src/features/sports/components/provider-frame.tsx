import type { ProviderLaunch } from '@playline/contract/sports';
import { useEffect, useRef } from 'react';
import styles from './provider-frame.module.css';
import { FRAME_TOKEN, type FrameTokenMessage, isFrameReady } from './provider-frame-messages';

interface ProviderFrameProps {
  launch: ProviderLaunch;
  title: string;
}

/**
 * A third-party sportsbook in a full-height frame. When the frame says it is ready, the host hands it the launch
 * token, addressed only to the launch's origin; messages from any other origin or window are ignored, so another
 * page cannot ask for the token.
 */
export function ProviderFrame({ launch, title }: ProviderFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.origin !== launch.origin || event.source !== target) return;
      if (!isFrameReady(event.data)) return;
      const answer: FrameTokenMessage = { type: FRAME_TOKEN, token: launch.token };
      target.postMessage(answer, launch.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch.origin, launch.token]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={launch.url}
      title={title}
      allow="fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
