import { AlertDialog } from '@base-ui/react/alert-dialog';
import { ROUTES } from '@playline/contract/routes';
import { Hourglass } from 'lucide-react';
import { useNavigate } from 'react-router';
import buttons from '../../../components/button.module.css';
import styles from '../../../components/dialog.module.css';
import { useClientStore } from '../../../lib/client-store-context';
import { useT } from '../../../lib/i18n/use-t';
import { useFocusWrap } from '../../../lib/use-focus-wrap';
import { useResetRealityCheck } from '../api/reset-reality-check';
import { formatLimit } from '../duration';

/** The reality check: the session time limit is reached; continue (the count restarts) or log out. */
export function RealityCheckDialog() {
  const t = useT();
  // Tab stays in the dialog: Base UI's guards alone let it slip to the page behind.
  const keepFocus = useFocusWrap<HTMLDivElement>();
  const navigate = useNavigate();
  const locale = useClientStore((state) => state.language.locale);
  const limit = useClientStore((state) => state.responsibleGambling.timeLimitSeconds);
  const reset = useResetRealityCheck();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={`${styles.backdrop} ${styles.aboveDialogs}`} />
        <AlertDialog.Popup className={`${styles.popup} ${styles.aboveDialogs}`} ref={keepFocus}>
          <span className={`${styles.icon} ${styles.warning}`}>
            <Hourglass size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{t('Rg.AlertTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>
            {t('Rg.AlertBody', { time: formatLimit(limit, locale) })}
          </AlertDialog.Description>
          <div className={`${styles.actions} ${styles.wrap}`}>
            <button
              type="button"
              className={`${buttons.button} ${buttons.outline}`}
              onClick={() => void navigate(ROUTES.Logout.path)}
            >
              {t('Page.Logout')}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              disabled={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {t('Rg.Continue')}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default RealityCheckDialog;
