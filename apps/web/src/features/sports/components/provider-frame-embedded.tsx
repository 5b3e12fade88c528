import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { verifyProviderToken } from '../api/verify-provider';
import styles from './provider-frame.module.css';
import { FRAME_READY, type FrameReadyMessage, isFrameToken } from './provider-frame-messages';

/**
 * The framed side of the handshake, for our sportsbook running embedded (`?embed=<provider>`): it tells its host it
 * is ready, takes the token only from the window that framed it, has the server verify it and shows the outcome.
 * Outside a frame there is nobody to ask, so it shows nothing.
 */
export function EmbeddedConnection() {
  const t = useT();
  const verify = useMutation({ mutationFn: verifyProviderToken });
  const { mutate } = verify;
  const framed = window.parent !== window;

  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isFrameToken(event.data)) return;
      mutate(event.data.token);
    };
    window.addEventListener('message', onMessage);
    // The ready signal carries nothing secret, so any host may hear it; the token is what gets checked.
    const ready: FrameReadyMessage = { type: FRAME_READY };
    window.parent.postMessage(ready, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [framed, mutate]);

  if (!framed) return null;
  const connected = verify.data?.ok === true && verify.data.provider !== null;
  const failed = verify.isError || verify.data?.ok === false;
  return (
    <p className={failed ? `${styles.status} ${styles.failed}` : styles.status} role="status">
      {connected ? <span className={styles.ok} aria-hidden="true" /> : null}
      {connected && verify.data?.provider
        ? t('Provider.Connected', { provider: t(`Provider.Name.${verify.data.provider}`) })
        : failed
          ? t('Provider.VerifyFailed')
          : t('Provider.Connecting')}
    </p>
  );
}

export default EmbeddedConnection;
