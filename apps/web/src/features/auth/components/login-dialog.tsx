import { X } from 'lucide-react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { LoginRequest } from '#app/lib/login-dialog.ts';
import styles from './login-dialog.module.css';
import { LoginForm } from './login-form';

interface LoginDialogProps {
  open: boolean;
  request: LoginRequest;
  onClose: () => void;
}

/**
 * The login form as a full-screen dialog (spec §2). A click outside never dismisses it; Escape and the close button
 * do. The host keeps it mounted after the first open so it can animate out.
 */
export function LoginDialog({ open, request, onClose }: LoginDialogProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      keepOnOutsidePress
      className={styles.popup}
      backdropClassName={styles.backdrop}
    >
      <div className={styles.bar}>
        <span className={styles.mark} aria-hidden="true">
          {brand.name.charAt(0)}
        </span>
        <span className={styles.brand}>{brand.name}</span>
        <DialogClose className={`${buttons.button} ${buttons.icon}`} aria-label={t('Common.Close')}>
          <X size={22} aria-hidden="true" />
        </DialogClose>
      </div>
      <div className={styles.body}>
        <div className={styles.card}>
          <DialogTitle className={styles.title}>{t('Header.Login')}</DialogTitle>
          <DialogDescription className={styles.subtitle}>{t('Auth.Welcome', { brand: brand.name })}</DialogDescription>
          <LoginForm idPrefix="login-dialog" returnUrl={request.returnUrl} onNavigate={onClose} />
        </div>
      </div>
    </Dialog>
  );
}

export default LoginDialog;
