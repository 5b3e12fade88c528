import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
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
    <Dialog open={open} onClose={() => setOpen(false)}>
      <DialogIcon>
        <UserPlus size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('RegisterPrompt.Title', { brand: brand.name })}</DialogTitle>
      <DialogDescription>{t('RegisterPrompt.Body')}</DialogDescription>
      <DialogActions>
        <DialogClose className={`${buttons.button} ${buttons.outline}`}>{t('RegisterPrompt.Later')}</DialogClose>
        <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={register}>
          {t('RegisterPrompt.Register')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

export default RegistrationPrompt;
