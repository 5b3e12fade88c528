import { type Bet, netReturn } from '@playline/contract/bets';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import styles from './bet-card.module.css';

/**
 * What the bet can return (open) or returned (settled): on brands that tax winnings (design §8) the gross amount,
 * the tax and the net; elsewhere, and for settled bets nothing was withheld from, one line.
 */
export function BetReturns({ bet }: { bet: Bet }) {
  const t = useT();
  const money = useMoney();
  const { taxesWinnings } = useBrand();
  const amount = (value: number) => money(value, bet.currencyCode);
  const open = bet.status === 'open';
  const { gross, tax, net } = open
    ? netReturn(bet.totalStake, bet.potentialReturn, taxesWinnings)
    : { gross: bet.payout, tax: bet.tax, net: bet.payout - bet.tax };
  const total = t(open ? 'Bets.Mybets.PotentialReturn' : 'Bets.Mybets.Payout');
  // A settled bet shows its tax lines only when tax was withheld; an open one on a taxing brand always does.
  if (tax === 0 && !(open && taxesWinnings)) {
    return (
      <div className={`${styles.fact} ${styles.total}`}>
        <dt>{total}</dt>
        <dd>{amount(net)}</dd>
      </div>
    );
  }
  return (
    <>
      <div className={styles.fact}>
        <dt>{t('Bets.Mybets.GrossReturn')}</dt>
        <dd>{amount(gross)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('Bets.Mybets.Tax')}</dt>
        <dd>{amount(tax)}</dd>
      </div>
      <div className={`${styles.fact} ${styles.total}`}>
        <dt>{open ? t('Bets.Mybets.NetReturn') : total}</dt>
        <dd>{amount(net)}</dd>
      </div>
    </>
  );
}
