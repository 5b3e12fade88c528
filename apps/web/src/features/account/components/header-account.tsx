import { ROUTES } from '@playline/contract/routes';
import { Eye, EyeOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import type { User } from '#app/lib/client-store.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { AccountMenuButton } from './account-menu-button';
import styles from './header-account.module.css';

/**
 * The header's account info (spec §2): the available balance with its visibility toggle (hidden shows '...'), the
 * deposit shortcut (never in shop mode) and the account menu. In shop mode a small line under the balance says
 * whose it is (the client the shop acts for, or the shop). Part of the first screen, so it stays tiny.
 */
export function HeaderAccount({ user }: { user: User }) {
  const t = useT();
  const brand = useBrand();
  const money = useMoney();
  const visible = useClientStore((state) => state.balanceVisibility);
  const setVisible = useClientStore((state) => state.setBalanceVisibility);
  return (
    <div className={styles.account}>
      <div className={styles.balance}>
        <span className="visually-hidden">{t('Account.Balance')}</span>
        <span className={styles.amounts}>
          <span className={styles.amount}>{visible ? money(user.calculatedBalance, user.currencyCode) : '...'}</span>
          {user.shop ? (
            <span className={styles.actingFor}>
              {user.shop.actingFor ? t('Shop.For', { name: user.shop.actingFor.userName }) : t('Shop.ForShop')}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={styles.eye}
          aria-label={t('Account.ShowBalance')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <Eye size={18} aria-hidden="true" /> : <EyeOff size={18} aria-hidden="true" />}
        </button>
      </div>
      {brand.isShop ? null : (
        <Link to={ROUTES.Deposit.path} className={styles.deposit} aria-label={t('Page.Deposit')}>
          <Plus size={20} strokeWidth={2.5} aria-hidden="true" />
        </Link>
      )}
      {/* A shop's session belongs to its operator, whoever the balance above is for. */}
      <AccountMenuButton userName={user.shop?.operator.userName ?? user.userName} />
    </div>
  );
}
