import { formatMoney } from '@playline/contract/money';
import { ROUTES } from '@playline/contract/routes';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import buttons from '#app/components/button.module.css';
import { Dialog, DialogActions, DialogDescription, DialogIcon, DialogTitle } from '#app/components/dialog.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSessionPlay } from '../api/session-play';
import { formatPlayed } from '../duration';
import { type ReminderCount, secondsPlayed } from '../reminder-count';
import facts from './reminder-dialog.module.css';

/** The reminder itself: time played and net result this session; continue (the next one comes later) or log out. */
export function ReminderDialog({ count, onContinue }: { count: ReminderCount; onContinue: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const locale = useClientStore((state) => state.language.locale);
  const currencyCode = useClientStore((state) => state.user?.currencyCode ?? 'EUR');
  const [openedAt] = useState(() => Date.now());
  const play = useSessionPlay();
  const { refetch } = play;
  // The net result of this moment, not of the last minute's read.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    void refetch().then(() => setFresh(true));
  }, [refetch]);
  const net = fresh ? (play.data?.sessionNet ?? null) : null;
  const netText = net === null ? null : `${net > 0 ? '+' : ''}${formatMoney(net, currencyCode, locale)}`;

  return (
    <Dialog alert>
      <DialogIcon>
        <Clock size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('RealityCheck.Title')}</DialogTitle>
      <DialogDescription>{t('RealityCheck.Body')}</DialogDescription>
      <dl className={facts.facts}>
        <div>
          <dt>{t('RealityCheck.TimePlayed')}</dt>
          <dd>{formatPlayed(secondsPlayed(count, openedAt), locale)}</dd>
        </div>
        <div>
          <dt>{t('RealityCheck.NetResult')}</dt>
          <dd aria-busy={net === null}>{netText ?? t('RealityCheck.Loading')}</dd>
        </div>
      </dl>
      <p className={facts.note}>{t('RealityCheck.NetNote')}</p>
      <DialogActions wrap>
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline}`}
          onClick={() => void navigate(ROUTES.Logout.path)}
        >
          {t('Page.Logout')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onContinue}>
          {t('Rg.Continue')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

export default ReminderDialog;
