import { OctagonAlert } from 'lucide-react';
import buttons from '#app/components/button.module.css';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogDescription,
  DialogIcon,
  DialogTitle,
} from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

interface ExclusionDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last word before a time-out or self-exclusion: it logs the player out and cannot be shortened. */
export function ExclusionDialog({ title, busy, onConfirm, onClose }: ExclusionDialogProps) {
  const t = useT();
  return (
    <Dialog alert onClose={onClose}>
      <DialogIcon warning>
        <OctagonAlert size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{t('Sg.Confirm.Body')}</DialogDescription>
      <DialogActions wrap>
        <DialogClose className={`${buttons.button} ${buttons.outline}`}>{t('Common.Cancel')}</DialogClose>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} disabled={busy} onClick={onConfirm}>
          {t('Sg.Confirm.Yes')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
