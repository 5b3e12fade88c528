import { ROUTES } from '@playline/contract/routes';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { BalanceCard } from '#app/features/account/components/balance-card.tsx';
import { TimeLimitSettings } from '#app/features/responsible-gambling/components/time-limit-settings.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AccountFrame } from './account-frame';
import styles from './account-frame.module.css';

/** `/user-account/`: profile and balances, the session time limit, and log out. */
export function MyAccountRoute() {
  const t = useT();
  return (
    <AccountFrame route="MyAccount" wide>
      {(user) => (
        <>
          <BalanceCard user={user} />
          <TimeLimitSettings />
          <Link to={ROUTES.Logout.path} className={`${buttons.button} ${buttons.outline} ${styles.logout}`}>
            <LogOut size={18} aria-hidden="true" />
            {t('Page.Logout')}
          </Link>
        </>
      )}
    </AccountFrame>
  );
}

export default MyAccountRoute;
