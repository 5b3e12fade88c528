import { ROUTES } from '@playline/contract/routes';
import { TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSaferGambling } from '../api/get-safer-gambling';
import { useRefreshOnMoney } from '../hooks/use-refresh-on-money';
import { limitsNearlyUsed, warningKey } from '../limit-warnings';
import { warningText } from './limit-warning';
import styles from './limit-warning-banner.module.css';

/** Session storage: the warning the player hid, so it stays hidden until another limit (or 100 %) is reached. */
const HIDDEN_KEY = 'rg_warning_hidden';

function readHidden(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The warning at the top of every page once a limit is nearly used (80 % by default): one line in the page flow
 * with a link to the limits. The player may hide it; it comes back when another limit gets there. The page of the
 * limits shows its own warnings, so the line hides there. The shell mounts this while a player is logged in.
 */
export function LimitWarningBanner() {
  const t = useT();
  const { pathname } = useLocation();
  const { data } = useSaferGambling();
  const [hidden, setHidden] = useState(readHidden);
  useRefreshOnMoney();
  const near = data && !data.exclusion ? limitsNearlyUsed(data) : [];
  const key = warningKey(near);
  const [first] = near;
  if (!first || hidden === key || pathname === ROUTES.SaferGambling.path) return null;

  const hide = () => {
    setHidden(key);
    try {
      sessionStorage.setItem(HIDDEN_KEY, key);
    } catch {
      // Private mode: hidden for this page's life only.
    }
  };

  return (
    <div className={styles.banner} role="status">
      <TriangleAlert size={18} aria-hidden="true" />
      <p className={styles.text}>
        {warningText(t, first)}{' '}
        <Link to={ROUTES.SaferGambling.path} className={styles.link}>
          {t('Sg.WarningLink')}
        </Link>
      </p>
      <button type="button" className={styles.dismiss} aria-label={t('Sg.WarningDismiss')} onClick={hide}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

export default LimitWarningBanner;
