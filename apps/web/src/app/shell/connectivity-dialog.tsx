import { WifiOff } from 'lucide-react';
import buttons from '../../components/button.module.css';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogDescription,
  DialogIcon,
  DialogTitle,
} from '../../components/dialog';
import { useT } from '../../lib/i18n/use-t';

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
