import type { MoneyLimit } from '@playline/contract/safer-gambling';
import { useState } from 'react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { LimitEditor } from './limit-editor';
import styles from './limits.module.css';
import { PendingChange } from './pending-change';

interface LimitRowProps {
  limit: MoneyLimit;
  currencyCode: string;
  warningPercent: number;
}

/** One window of one kind: the limit in force, what is used and left and when it resets; edit in place. */
export function LimitRow({ limit, currencyCode, warningPercent }: LimitRowProps) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const [editing, setEditing] = useState(false);
  const period = t(`Sg.Period.${limit.period}`);
  const near = limit.amount !== null && limit.percentUsed >= warningPercent;
  const headingId = `limit-${limit.kind}-${limit.period}-title`;
  return (
    <li className={near ? `${styles.row} ${styles.near}` : styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.period}>
          {period}
        </h3>
        {editing ? null : (
          <button
            type="button"
            className={`${buttons.button} ${buttons.outline} ${buttons.small} ${styles.edit}`}
            aria-label={`${limit.amount === null ? t('Sg.Set') : t('Sg.Edit')}: ${t(`Sg.Kind.${limit.kind}`)}, ${period}`}
            onClick={() => setEditing(true)}
          >
            {limit.amount === null ? t('Sg.Set') : t('Sg.Edit')}
          </button>
        )}
      </div>
      {limit.amount === null ? (
        <p className={styles.none}>{t('Sg.NoLimit')}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('Sg.Limit')}</dt>
              <dd>{money(limit.amount, currencyCode)}</dd>
            </div>
            <div>
              <dt>{t('Sg.Used')}</dt>
              <dd>{money(limit.used, currencyCode)}</dd>
            </div>
            <div>
              <dt>{t('Sg.Remaining')}</dt>
              <dd>{money(limit.remaining ?? 0, currencyCode)}</dd>
            </div>
            <div>
              <dt>{t('Sg.ResetsAt')}</dt>
              <dd>{limit.resetsAt ? dateTime(limit.resetsAt) : t('Sg.Never')}</dd>
            </div>
          </dl>
          <div className={near ? `${styles.meter} ${styles.warn}` : styles.meter} aria-hidden="true">
            <span style={{ width: `${Math.min(limit.percentUsed, 100)}%` }} />
          </div>
        </>
      )}
      {limit.pending ? (
        <PendingChange
          target={{ kind: limit.kind, period: limit.period }}
          effectiveAt={limit.pending.effectiveAt}
          value={limit.pending.amount === null ? null : money(limit.pending.amount, currencyCode)}
        />
      ) : null}
      {editing ? <LimitEditor limit={limit} currencyCode={currencyCode} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
