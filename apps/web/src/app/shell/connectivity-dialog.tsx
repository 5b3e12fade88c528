import { WifiOff } from 'lucide-react';
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

/** 'Connectivity lost' / 'Please check your internet connection' with OK (spec §8). */
export function ConnectivityDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog alert onClose={onClose}>
      <DialogIcon warning>
        <WifiOff size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('Connectivity.Lost')}</DialogTitle>
      <DialogDescription>{t('Connectivity.Check')}</DialogDescription>
      <DialogActions>
        <DialogClose className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}

export default ConnectivityDialog;
