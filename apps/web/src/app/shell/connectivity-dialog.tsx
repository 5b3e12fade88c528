import { AlertDialog } from '@base-ui/react/alert-dialog';
import { WifiOff } from 'lucide-react';
import buttons from '../../components/button.module.css';
import styles from '../../components/dialog.module.css';
import { useT } from '../../lib/i18n/use-t';
import { useFocusWrap } from '../../lib/use-focus-wrap';

/** 'Connectivity lost' / 'Please check your internet connection' with OK (spec §8). */
export function ConnectivityDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  // Tab stays in the dialog: Base UI's guards alone let it slip to the page behind.
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup} ref={keepFocus}>
          <span className={`${styles.icon} ${styles.warning}`}>
            <WifiOff size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{t('Connectivity.Lost')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{t('Connectivity.Check')}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Close className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</AlertDialog.Close>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default ConnectivityDialog;
