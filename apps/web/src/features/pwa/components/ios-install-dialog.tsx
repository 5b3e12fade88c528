import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import dialog from '../../../components/dialog.module.css';
import { useT } from '../../../lib/i18n/use-t';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialog.backdrop} />
        <Dialog.Popup className={dialog.popup}>
          <div className={styles.head}>
            <AppIcon size={48} />
            <Dialog.Close className={`${buttons.button} ${buttons.icon}`} aria-label={t('Pwa.Close')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className={dialog.title}>{t('Pwa.IosTitle', { brand: brand.name })}</Dialog.Title>
          <IosSteps />
          <div className={dialog.actions}>
            <Dialog.Close className={`${buttons.button} ${buttons.primary}`}>{t('Common.Ok')}</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
