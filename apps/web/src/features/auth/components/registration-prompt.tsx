import { Dialog } from '@base-ui/react/dialog';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import styles from '../../../components/dialog.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** The invitation itself, opened by `RegistrationInvite` when it is due: register now, or not now. */
export function RegistrationPrompt() {
  const t = useT();
  const brand = useBrand();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);

  const register = () => {
    setOpen(false);
    navigate('/register');
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup className={styles.popup}>
          <span className={styles.icon}>
            <UserPlus size={24} aria-hidden="true" />
          </span>
          <Dialog.Title className={styles.title}>{t('RegisterPrompt.Title', { brand: brand.name })}</Dialog.Title>
          <Dialog.Description className={styles.message}>{t('RegisterPrompt.Body')}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={`${buttons.button} ${buttons.outline}`}>{t('RegisterPrompt.Later')}</Dialog.Close>
            <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={register}>
              {t('RegisterPrompt.Register')}
            </button>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default RegistrationPrompt;
