import type { ShopCashSummary } from '@playline/contract/shop';
import { useState } from 'react';
import { DateField } from '#app/components/date-field.tsx';
import { isDateOrEmpty } from '#app/components/date-text.ts';
import { ListState } from '#app/components/list-state.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useSummary } from '../api/get-summary';
import styles from './cash-desk.module.css';

/** Today as the server counts cash-desk days: the UTC date, YYYY-MM-DD. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The shop's cash over a UTC day (today unless another is picked): totals, net and every movement. */
export function DaySummary() {
  const t = useT();
  const today = utcToday();
  const [date, setDate] = useState(today);
  // A cleared date field falls back to today instead of asking for an invalid day.
  const summary = useSummary(date || today);

  return (
    <section className={styles.card} aria-labelledby="cash-desk-summary">
      <div className={styles.summaryHead}>
        <h2 id="cash-desk-summary" className={styles.cardTitle}>
          {t('CashDesk.Summary')}
        </h2>
        <DateField
          id="cash-desk-day"
          label={t('CashDesk.Day')}
          value={date}
          onChange={(next) => isDateOrEmpty(next) && setDate(next)}
        />
      </div>
      {summary.data ? (
        <SummaryView summary={summary.data} stale={summary.isFetching} />
      ) : (
        <ListState
          loading={summary.isPending}
          error={summary.isError}
          onRetry={() => void summary.refetch()}
          empty=""
          loadError={t('CashDesk.LoadError')}
        />
      )}
    </section>
  );
}

function SummaryView({ summary, stale }: { summary: ShopCashSummary; stale: boolean }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const currency = summary.currencyCode;
  return (
    <div className={`${styles.summary} ${stale ? styles.stale : ''}`} aria-busy={stale}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('CashDesk.PayIns')}</dt>
          <dd className={styles.figure}>{money(summary.payIns.amount, currency)}</dd>
          <dd className={styles.meta}>{t('CashDesk.Count', { count: summary.payIns.count })}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('CashDesk.PayOuts')}</dt>
          <dd className={styles.figure}>{money(summary.payOuts.amount, currency)}</dd>
          <dd className={styles.meta}>{t('CashDesk.Count', { count: summary.payOuts.count })}</dd>
        </div>
        <div className={`${styles.total} ${styles.net}`}>
          <dt>{t('CashDesk.Net')}</dt>
          <dd className={styles.figure}>{money(summary.net, currency)}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>{t('CashDesk.Movements')}</h3>
      {summary.movements.length === 0 ? (
        <p className={styles.empty}>{t('CashDesk.NoMovements')}</p>
      ) : (
        <ul className={styles.movements} aria-label={t('CashDesk.Movements')}>
          {summary.movements.map((movement) => (
            <li key={movement.transactionId} className={styles.movement}>
              <div className={styles.movementMain}>
                <strong className={styles.login}>{movement.clientLogin}</strong>
                <span className={styles.meta}>
                  {t(`CashDesk.Kind.${movement.kind}`)} · {dateTime(movement.at)} ·{' '}
                  {t('CashDesk.By', { name: movement.operatorName })}
                </span>
              </div>
              <span className={`${styles.figure} ${movement.kind === 'pay_in' ? styles.in : styles.out}`}>
                {movement.kind === 'pay_in' ? '+' : '−'}
                {money(movement.amount, currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
