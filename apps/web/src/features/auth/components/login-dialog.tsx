import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import { useT } from '../../../lib/i18n/use-t';
import type { LoginRequest } from '../../../lib/login-dialog';
import { useFocusWrap } from '../../../lib/use-focus-wrap';
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
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())} disablePointerDismissal>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup className={styles.popup} ref={keepFocus}>
          <div className={styles.bar}>
            <span className={styles.mark} aria-hidden="true">
              {brand.name.charAt(0)}
            </span>
            <span className={styles.brand}>{brand.name}</span>
            <Dialog.Close className={`${buttons.button} ${buttons.icon}`} aria-label={t('Common.Close')}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <div className={styles.card}>
              <Dialog.Title className={styles.title}>{t('Header.Login')}</Dialog.Title>
              <Dialog.Description className={styles.subtitle}>
                {t('Auth.Welcome', { brand: brand.name })}
              </Dialog.Description>
              <LoginForm idPrefix="login-dialog" returnUrl={request.returnUrl} onNavigate={onClose} />
            </div>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default LoginDialog;
