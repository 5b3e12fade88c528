import buttons from '#app/components/button.module.css';
import styles from '#app/components/dialog.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';

/**
 * Used only when the dialog's code cannot be downloaded — which is likely exactly when the connection is gone.
 * Plain markup, no dependencies, same texts and roles.
 */
export function ConnectivityFallback({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <>
      <div className={styles.backdrop} />
      <div className={styles.popup} role="alertdialog" aria-modal="true" aria-labelledby="offline-title">
        <h2 id="offline-title" className={styles.title}>
          {t('Connectivity.Lost')}
        </h2>
        <p className={styles.message}>{t('Connectivity.Check')}</p>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onClose}>
            {t('Common.Ok')}
          </button>
        </div>
      </div>
    </>
  );
}
