import { useEffect, useState } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHubState } from '#app/lib/realtime/hub.ts';
import styles from './connection-indicator.module.css';

/** A blip (a server restart, a network switch) heals in a second or two: only a longer loss is worth showing. */
export const INDICATOR_DELAY_MS = 3_000;

/**
 * A small pill under the header while live updates are interrupted for more than a few seconds. It stays out of
 * the way of the connectivity dialog: when the HTTP probe already says the device is offline, that dialog speaks.
 */
export function ConnectionIndicator() {
  const t = useT();
  const state = useHubState();
  const httpOffline = useClientStore((store) => store.isOffline);
  const troubled = state === 'reconnecting' || state === 'offline';
  const [late, setLate] = useState(false);

  useEffect(() => {
    setLate(false);
    if (!troubled) return;
    const timer = setTimeout(() => setLate(true), INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [troubled]);

  const visible = troubled && late && !httpOffline;
  return (
    <div role="status" className={styles.region}>
      {visible ? (
        <span className={styles.pill} data-state={state}>
          <span className={styles.dot} aria-hidden="true" />
          {t(state === 'offline' ? 'Hub.Offline' : 'Hub.Reconnecting')}
        </span>
      ) : null}
    </div>
  );
}
