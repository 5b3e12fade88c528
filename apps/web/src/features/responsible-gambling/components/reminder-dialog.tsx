import { AlertDialog } from '@base-ui/react/alert-dialog';
import { formatMoney } from '@playline/contract/money';
import { ROUTES } from '@playline/contract/routes';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import buttons from '../../../components/button.module.css';
import styles from '../../../components/dialog.module.css';
import { useClientStore } from '../../../lib/client-store-context';
import { useT } from '../../../lib/i18n/use-t';
import { useFocusWrap } from '../../../lib/use-focus-wrap';
import { useSessionPlay } from '../api/session-play';
import { formatPlayed } from '../duration';
import { type ReminderCount, secondsPlayed } from '../reminder-count';
import facts from './reminder-dialog.module.css';

/** The reminder itself: time played and net result this session; continue (the next one comes later) or log out. */
export function ReminderDialog({ count, onContinue }: { count: ReminderCount; onContinue: () => void }) {
  const t = useT();
  const keepFocus = useFocusWrap<HTMLDivElement>();
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
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup} ref={keepFocus}>
          <span className={styles.icon}>
            <Clock size={24} aria-hidden="true" />
          </span>
          <AlertDialog.Title className={styles.title}>{t('RealityCheck.Title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{t('RealityCheck.Body')}</AlertDialog.Description>
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
          <div className={`${styles.actions} ${styles.wrap}`}>
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
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default ReminderDialog;
