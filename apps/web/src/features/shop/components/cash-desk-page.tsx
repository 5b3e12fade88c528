import { Store } from 'lucide-react';
import type { User } from '#app/lib/client-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './cash-desk.module.css';
import { CashForm } from './cash-form';
import { DaySummary } from './day-summary';

/**
 * The shop's cash desk (issue 8): pay a client in or out, and the day's summary. Only an operator's session has
 * `shop`; anyone else (a client logged in on the shop site) is told so instead of meeting the server's 403s.
 */
export function CashDeskPage({ user }: { user: User }) {
  const t = useT();
  if (!user.shop) {
    return (
      <section className={styles.locked}>
        <Store size={28} aria-hidden="true" />
        <p>{t('CashDesk.OperatorOnly')}</p>
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <CashForm />
      <DaySummary />
    </div>
  );
}
