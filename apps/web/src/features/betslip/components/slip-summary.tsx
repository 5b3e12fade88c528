import type { SlipTotals } from '../slip-math';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/** Total odds, lines, total stake and the potential win; gross, tax and net where the brand taxes winnings. */
export function SlipSummary({ totals, taxed }: { totals: SlipTotals; taxed: boolean }) {
  const { t, money } = useSlipFormat();
  const rows: [string, string][] = [];
  if (totals.totalOdds !== null) rows.push([t('Bets.Slip.TotalOdds'), totals.totalOdds.toFixed(2)]);
  if (totals.bets.some((bet) => bet.lines > 1)) rows.push([t('Bets.Slip.Lines'), String(totals.lines)]);
  rows.push([t('Bets.Slip.TotalStake'), money(totals.totalStake)]);
  if (taxed) {
    rows.push([t('Bets.Slip.GrossReturn'), money(totals.gross)]);
    rows.push([t('Bets.Slip.Tax'), money(totals.tax)]);
    rows.push([t('Bets.Slip.NetReturn'), money(totals.net)]);
  } else rows.push([t('Bets.Slip.PotentialReturn'), money(totals.gross)]);
  return (
    <dl className={styles.summary} aria-live="polite">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summaryRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
