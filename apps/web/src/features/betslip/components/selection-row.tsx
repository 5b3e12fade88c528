import type { SlipSelection } from '#app/entities/slip/slip-types.ts';
import { isLivePick } from '../in-play';
import { slipMarketName, slipOutcomeName } from '../selection-label';
import { isUnacceptedChange } from '../slip-math';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { StakeInput } from './stake-input';
import { useSlipFormat } from './use-slip-format';

interface SelectionRowProps {
  pick: SlipSelection;
  /** Singles: the pick's own stake field. */
  withStake?: boolean;
  /** System: the banker toggle. */
  withBanker?: boolean;
}

/** One selection: event, market and outcome, the price with its movement, why it is unavailable, its controls. */
export function SelectionRow({ pick, withStake, withBanker }: SelectionRowProps) {
  const { t, currency, stakeError } = useSlipFormat();
  const policy = useSlip((state) => state.oddsPolicy);
  const stake = useSlip((state) => state.stakes[pick.outcomeId] ?? '');
  const banker = useSlip((state) => state.bankers.includes(pick.outcomeId));
  const actions = useSlipStoreApi().getState();
  const outcome = slipOutcomeName(t, pick);
  const moved = pick.previousOdds === undefined ? null : pick.odds > pick.previousOdds ? 'up' : 'down';
  const unavailable = pick.status !== undefined;
  const flagged = isUnacceptedChange(pick, policy);
  // Read at render: a pick turns live on the next render after kick-off (any price or slip change brings one).
  const live = isLivePick(pick, Date.now());
  return (
    <li className={`${styles.row} ${unavailable ? styles.unavailable : ''}`}>
      <div className={styles.rowMain}>
        <div className={styles.rowText}>
          <p className={styles.outcome}>{outcome}</p>
          <p className={styles.market}>{slipMarketName(t, pick)}</p>
          <p className={styles.event}>
            {live ? <span className={styles.live}>{t('Bets.InPlay.Live')}</span> : null}
            {pick.eventName}
          </p>
        </div>
        <div className={styles.rowSide}>
          <span className={`${styles.odds} ${moved ? styles[moved] : ''} ${flagged ? styles.flagged : ''}`}>
            {moved ? (
              <span
                aria-label={t(moved === 'up' ? 'Bets.Slip.PriceUp' : 'Bets.Slip.PriceDown', {
                  odds: pick.previousOdds?.toFixed(2) ?? '',
                })}
                role="img"
              >
                {moved === 'up' ? '▲' : '▼'}
              </span>
            ) : null}
            {unavailable ? '—' : pick.odds.toFixed(2)}
          </span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('Bets.Slip.Remove', { name: outcome })}
            onClick={() => actions.remove(pick.outcomeId)}
          >
            ×
          </button>
        </div>
      </div>
      {unavailable ? (
        <p className={styles.reason}>{t(pick.status === 'removed' ? 'Bets.Slip.Removed' : 'Bets.Slip.Suspended')}</p>
      ) : null}
      {withBanker && !unavailable ? (
        <label className={styles.banker}>
          <input type="checkbox" checked={banker} onChange={() => actions.toggleBanker(pick.outcomeId)} />
          {t('Bets.Slip.Banker')}
        </label>
      ) : null}
      {withStake && !unavailable ? (
        <StakeInput
          label={t('Bets.Slip.StakeFor', { name: outcome })}
          value={stake}
          onChange={(text) => actions.setStake(pick.outcomeId, text)}
          currencyCode={currency}
          error={stakeError(stake)}
        />
      ) : null}
    </li>
  );
}
