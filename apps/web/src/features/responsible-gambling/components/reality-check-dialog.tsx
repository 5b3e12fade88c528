import { ROUTES } from '@playline/contract/routes';
import { Hourglass } from 'lucide-react';
import { useNavigate } from 'react-router';
import buttons from '#app/components/button.module.css';
import { Dialog, DialogActions, DialogDescription, DialogIcon, DialogTitle } from '#app/components/dialog.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useResetRealityCheck } from '../api/reset-reality-check';
import { formatLimit } from '../duration';

/** The reality check: the session time limit is reached; continue (the count restarts) or log out. */
export function RealityCheckDialog() {
  const t = useT();
  const navigate = useNavigate();
  const locale = useClientStore((state) => state.language.locale);
  const limit = useClientStore((state) => state.responsibleGambling.timeLimitSeconds);
  const reset = useResetRealityCheck();
  return (
    <Dialog alert>
      <DialogIcon warning>
        <Hourglass size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('Rg.AlertTitle')}</DialogTitle>
      <DialogDescription>{t('Rg.AlertBody', { time: formatLimit(limit, locale) })}</DialogDescription>
      <DialogActions wrap>
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
      </DialogActions>
    </Dialog>
  );
}

export default RealityCheckDialog;
