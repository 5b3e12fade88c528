import type { FrameToHost, HostToFrame } from '@playline/contract/casino-keys';
import { useEffect, useRef, useState } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useFrameBridge } from '../hooks/use-frame-bridge';
import styles from './game.module.css';

interface GameFrameProps {
  title: string;
  frameUrl: string;
  mode: 'real' | 'demo';
  onMessage: (message: FrameToHost) => void;
}

/** The game's iframe, its bridge, and a loading note until the frame says it is ready. */
export function GameFrame({ title, frameUrl, mode, onMessage }: GameFrameProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useFrameBridge(frame, (message) => {
    if (message.type === 'ready') setReady(true);
    onMessage(message);
  });
  useWalletToFrame(frame, mode === 'real' && ready);
  return (
    <>
      <iframe
        ref={frame}
        className={styles.frame}
        src={frameUrl}
        title={title}
        allow="autoplay; fullscreen"
        referrerPolicy="same-origin"
      />
      {ready ? null : (
        <p className={styles.loading} role="status">
          {t('CasinoGame.Loading')}
        </p>
      )}
    </>
  );
}

/** A wallet change outside the game (a deposit in another tab) reaches the frame, which shows it. */
function useWalletToFrame(frame: React.RefObject<HTMLIFrameElement | null>, active: boolean): void {
  const available = useClientStore((state) => state.user?.calculatedBalance);
  const sent = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!active || available === undefined) return;
    // The first value is what the frame started with; only later changes are news to it.
    if (sent.current !== undefined && sent.current !== available) {
      const message: HostToFrame = { source: 'playline-host', type: 'balance', balance: available };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    }
    sent.current = available;
  }, [active, available, frame]);
}
