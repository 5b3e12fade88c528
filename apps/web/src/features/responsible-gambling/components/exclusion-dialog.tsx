import { AlertDialog } from '@base-ui/react/alert-dialog';
import { OctagonAlert } from 'lucide-react';
import buttons from '../../../components/button.module.css';
import styles from '../../../components/dialog.module.css';
import { useT } from '../../../lib/i18n/use-t';
import { useFocusWrap } from '../../../lib/use-focus-wrap';

interface ExclusionDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last word before a time-out or self-exclusion: it logs the player out and cannot be shortened. */
export function ExclusionDialog({ title, busy, onConfirm, onClose }: ExclusionDialogProps) {
  const t = useT();
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup} ref={keepFocus}>
          <span className={`${styles.icon} ${styles.warning}`}>
            <OctagonAlert size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{t('Sg.Confirm.Body')}</AlertDialog.Description>
          <div className={`${styles.actions} ${styles.wrap}`}>
            <AlertDialog.Close className={`${buttons.button} ${buttons.outline}`}>
              {t('Common.Cancel')}
            </AlertDialog.Close>
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              disabled={busy}
              onClick={onConfirm}
            >
              {t('Sg.Confirm.Yes')}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
