import { AlertDialog } from '@base-ui/react/alert-dialog';
import { TRANSLATION_KEYS } from '@playline/contract/constants';
import { RefreshCw } from 'lucide-react';
import buttons from '../../../components/button.module.css';
import styles from '../../../components/dialog.module.css';
import { useT } from '../../../lib/i18n/use-t';
import { useFocusWrap } from '../../../lib/use-focus-wrap';

interface UpdateDialogProps {
  onConfirm(): void;
  onLater(): void;
}

/** "A new version is available" (spec §4): update now (the waiting worker takes over) or later. */
export function UpdateDialog({ onConfirm, onLater }: UpdateDialogProps) {
  const t = useT();
  // Tab stays in the dialog: Base UI's guards alone let it slip to the page behind.
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onLater())}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup} ref={keepFocus}>
          <span className={styles.icon}>
            <RefreshCw size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{t('Pwa.UpdateTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>
            {t(TRANSLATION_KEYS.newVersionFound)}
          </AlertDialog.Description>
          <div className={`${styles.actions} ${styles.wrap}`}>
            <AlertDialog.Close className={`${buttons.button} ${buttons.outline}`}>{t('Pwa.Later')}</AlertDialog.Close>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
              {t(TRANSLATION_KEYS.clickUpdate)}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
