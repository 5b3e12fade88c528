import { X } from 'lucide-react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { Dialog, DialogActions, DialogClose, DialogTitle } from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AppIcon } from './app-icon';
import styles from './ios-install-dialog.module.css';
import { IosSteps } from './ios-steps';

interface IosInstallDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** iOS has no install prompt: the three steps in Safari (spec §4), with the icons the player will see. */
export function IosInstallDialog({ open, onOpenChange }: IosInstallDialogProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <Dialog open={open} onClose={() => onOpenChange(false)}>
      <div className={styles.head}>
        <AppIcon size={48} />
        <DialogClose className={`${buttons.button} ${buttons.icon}`} aria-label={t('Pwa.Close')}>
          <X size={20} aria-hidden="true" />
        </DialogClose>
      </div>
      <DialogTitle>{t('Pwa.IosTitle', { brand: brand.name })}</DialogTitle>
      <IosSteps />
      <DialogActions>
        <DialogClose className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}
