import { TRANSLATION_KEYS } from '@playline/contract/constants';
import { RefreshCw } from 'lucide-react';
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

interface UpdateDialogProps {
  onConfirm(): void;
  onLater(): void;
}

/** "A new version is available" (spec §4): update now (the waiting worker takes over) or later. */
export function UpdateDialog({ onConfirm, onLater }: UpdateDialogProps) {
  const t = useT();
  return (
    <Dialog alert onClose={onLater}>
      <DialogIcon>
        <RefreshCw size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('Pwa.UpdateTitle')}</DialogTitle>
      <DialogDescription>{t(TRANSLATION_KEYS.newVersionFound)}</DialogDescription>
      <DialogActions wrap>
        <DialogClose className={`${buttons.button} ${buttons.outline}`}>{t('Pwa.Later')}</DialogClose>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
          {t(TRANSLATION_KEYS.clickUpdate)}
        </button>
      </DialogActions>
    </Dialog>
  );
}
