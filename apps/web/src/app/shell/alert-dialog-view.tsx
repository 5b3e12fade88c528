import { AlertDialog } from '@base-ui/react/alert-dialog';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import buttons from '../../components/button.module.css';
import styles from '../../components/dialog.module.css';
import { SanitizedHtml } from '../../components/sanitized-html';
import type { PendingAlert } from '../../lib/alerts';
import { useT } from '../../lib/i18n/use-t';
import { useFocusWrap } from '../../lib/use-focus-wrap';

interface AlertDialogViewProps {
  alert: PendingAlert;
  onClose: () => void;
}

/** One alert: title, message (text, or sanitised server HTML) and OK; optionally closes by itself. */
export function AlertDialogView({ alert, onClose }: AlertDialogViewProps) {
  const t = useT();
  const keepFocus = useFocusWrap<HTMLDivElement>();

  useEffect(() => {
    if (!alert.autoCloseMs) return;
    const timer = window.setTimeout(onClose, alert.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [alert.autoCloseMs, onClose]);

  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup} ref={keepFocus}>
          <span className={styles.icon}>
            <Info size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{alert.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message} render={<div />}>
            {alert.html ? <SanitizedHtml html={alert.message} /> : alert.message}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Close className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</AlertDialog.Close>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default AlertDialogView;
