import { Info } from 'lucide-react';
import { useEffect } from 'react';
import buttons from '#app/components/button.module.css';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogDescription,
  DialogIcon,
  DialogTitle,
} from '#app/components/dialog.tsx';
import { SanitizedHtml } from '#app/components/sanitized-html.tsx';
import type { PendingAlert } from '#app/lib/alerts.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

interface AlertDialogViewProps {
  alert: PendingAlert;
  onClose: () => void;
}

/** One alert: title, message (text, or sanitised server HTML) and OK; optionally closes by itself. */
export function AlertDialogView({ alert, onClose }: AlertDialogViewProps) {
  const t = useT();

  useEffect(() => {
    if (!alert.autoCloseMs) return;
    const timer = window.setTimeout(onClose, alert.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [alert.autoCloseMs, onClose]);

  return (
    <Dialog alert onClose={onClose}>
      <DialogIcon>
        <Info size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{alert.title}</DialogTitle>
      <DialogDescription render={<div />}>
        {alert.html ? <SanitizedHtml html={alert.message} /> : alert.message}
      </DialogDescription>
      <DialogActions>
        <DialogClose className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}

export default AlertDialogView;
