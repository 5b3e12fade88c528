import { RefreshCw } from 'lucide-react';
import type { User } from '#app/lib/client-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useRefreshBalance } from '../api/refresh-balance';
import styles from './account-cards.module.css';

/** The player's profile and balances: total, available and held (pending withdrawals), in minor units. */
export function BalanceCard({ user }: { user: User }) {
  const t = useT();
  const money = useMoney();
  const refresh = useRefreshBalance();
  const held = user.balance - user.calculatedBalance;
  const rows: [string, number][] = [
    [t('Account.Total'), user.balance],
    [t('Account.Available'), user.calculatedBalance],
    [t('Account.Held'), held],
  ];
  return (
    <section className={styles.card} aria-labelledby="balances-title">
      <div className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {user.userName.charAt(0)}
        </span>
        <div className={styles.who}>
          <h2 id="balances-title" className={styles.name}>
            {user.userName}
          </h2>
          <p className={styles.meta}>
            {t('Account.Currency')}: {user.currencyCode}
          </p>
        </div>
        <button
          type="button"
          className={styles.refresh}
          aria-label={t('Account.Refresh')}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          <RefreshCw size={18} aria-hidden="true" className={refresh.isPending ? styles.spinning : undefined} />
        </button>
      </div>
      <dl className={styles.balances}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.balance}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.amount}>{money(amount, user.currencyCode)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
