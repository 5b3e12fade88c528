import { lazy, Suspense, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import styles from './share-bet.module.css';
import { deliverLink, postShare, shareLink } from './share-link';

/** The QR code's encoder loads only when a receipt shows one, so the first load does not carry it. */
const QrCode = lazy(() => import('./qr-code'));

export interface ShareBetProps {
  betId: number;
  /** The receipt shows the link's QR code too, for a friend's phone to scan. */
  qr?: boolean;
}

/**
 * "Share": the bet's selections under a new code without owner, as a link the device's share sheet hands on (or the
 * clipboard, with a toast). The link is shown as well, to copy by hand where neither works.
 */
export function ShareBet({ betId, qr = false }: ShareBetProps) {
  const t = useT();
  const [link, setLink] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const share = async () => {
    setState('busy');
    try {
      const url = link ?? shareLink(await postShare(betId));
      setLink(url);
      setState('idle');
      const how = await deliverLink(url, { title: t('Bets.Share.Title'), text: t('Bets.Share.Text') });
      if (how === 'copied') notify({ kind: 'positive', title: t('Bets.Share.Copied'), body: url });
    } catch {
      setState('error');
    }
  };
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${styles.button}`}
        disabled={state === 'busy'}
        onClick={() => void share()}
      >
        {t('Bets.Share.Share')}
      </button>
      {state === 'error' ? (
        <p className={styles.error} role="alert">
          {t('Bets.Share.Error')}
        </p>
      ) : null}
      {link ? (
        <div className={styles.result}>
          {qr ? (
            <Suspense fallback={<div className={styles.qrSpace} />}>
              <QrCode value={link} label={t('Bets.Share.QrLabel')} />
            </Suspense>
          ) : null}
          <input
            className={styles.link}
            readOnly
            value={link}
            aria-label={t('Bets.Share.LinkLabel')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
