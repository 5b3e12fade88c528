import type { VirtualRoundDraw } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './virtual.module.css';

/**
 * How the round was drawn (decision 017), folded away by default: the seal (SHA-256 of the round's secret) shown
 * before betting closes, and once the round is over the secret itself, with how to check one against the other.
 */
export function VirtualRoundDrawNote({ draw }: { draw: VirtualRoundDraw }) {
  const t = useT();
  return (
    <details className={styles.draw}>
      <summary>{t('Virtual.Draw')}</summary>
      <p>{t('Virtual.DrawCommitment')}</p>
      <code className={styles.hash}>{draw.commitment}</code>
      {draw.secret === null ? (
        <p>{t('Virtual.DrawPending')}</p>
      ) : (
        <>
          <p>{t('Virtual.DrawSecret')}</p>
          <code className={styles.hash}>{draw.secret}</code>
          <p>{t('Virtual.DrawVerify')}</p>
        </>
      )}
    </details>
  );
}
