import type { Bet } from '@playline/contract/bets';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import styles from './bet-card.module.css';

/** The bet's cash-outs so far: what each paid, for which part of the stake, and when (a partial one keeps the bet open). */
export function CashOutHistory({ bet }: { bet: Bet }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const made = bet.cashOuts ?? [];
  if (made.length === 0) return null;
  return (
    <ul className={styles.cashOuts} aria-label={t('Bets.Mybets.CashOuts')}>
      {made.map((record) => (
        <li key={record.at} className={styles.cashOutRecord}>
          <span>
            {t('Bets.Mybets.CashOutRecord', {
              amount: money(record.paid, bet.currencyCode),
              stake: money(record.stake, bet.currencyCode),
            })}
          </span>
          <time dateTime={record.at}>{dateTime(record.at)}</time>
        </li>
      ))}
    </ul>
  );
}
