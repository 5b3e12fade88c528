import type { Bet } from '@playline/contract/bets';
import { LazyShareBet } from '#app/entities/bet-share/lazy-share-bet.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { betTypeLabel } from '../labels';
import styles from './bet-card.module.css';
import { BetLeg } from './bet-leg';
import { BetReturns } from './bet-returns';
import { CashOut } from './cash-out';
import { CashOutHistory } from './cash-out-history';
import { StatusBadge } from './status-badge';

/** One bet: type and status, when it was placed and its booking code, its legs, stake, odds and returns; an open
 * one can be shared (issue 21). */
export function BetCard({ bet }: { bet: Bet }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const titleId = `bet-${bet.id}-title`;
  const stake = money(bet.stake, bet.currencyCode);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-bet-id={bet.id}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {betTypeLabel(t, bet)}
        </h3>
        <StatusBadge status={bet.status} />
      </header>
      <p className={styles.meta}>
        <time dateTime={bet.placedAt}>{t('Bets.Mybets.Placed', { time: dateTime(bet.placedAt) })}</time>
        <span>
          {t('Bets.Mybets.BookingCode')} <strong className={styles.code}>{bet.bookingCode}</strong>
        </span>
      </p>
      <ul className={styles.legs} aria-label={t('Bets.Mybets.Legs')}>
        {bet.legs.map((leg) => (
          <BetLeg key={leg.outcomeId} leg={leg} />
        ))}
      </ul>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('Bets.Mybets.Stake')}</dt>
          <dd>
            {bet.lines > 1
              ? `${t('Bets.Mybets.StakeLines', { lines: bet.lines, stake })} = ${money(bet.totalStake, bet.currencyCode)}`
              : stake}
          </dd>
        </div>
        {bet.odds !== null ? (
          <div className={styles.fact}>
            <dt>{t('Bets.Mybets.TotalOdds')}</dt>
            <dd>{bet.odds.toFixed(2)}</dd>
          </div>
        ) : null}
        <BetReturns bet={bet} />
      </dl>
      <CashOutHistory bet={bet} />
      {bet.cashOut && bet.status === 'open' ? <CashOut bet={bet} /> : null}
      {bet.status === 'open' ? <LazyShareBet betId={bet.id} /> : null}
    </article>
  );
}
