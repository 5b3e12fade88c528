import type { BuilderGroup } from '#app/entities/slip/slip-types.ts';
import { useBuilderPrice } from '../api/builder-price';
import { slipMarketName, slipOutcomeName } from '../selection-label';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { StakeInput } from './stake-input';
import { useSlipFormat } from './use-slip-format';

/** Reports each group's server price upwards (the totals need them) while showing it. */
function BuilderGroupCard({ group }: { group: BuilderGroup }) {
  const { t, currency, stakeError } = useSlipFormat();
  const slip = useSlipStoreApi();
  const key = `builder:${group.eventId}`;
  const stake = useSlip((state) => state.stakes[key] ?? '');
  const price = useBuilderPrice(group.picks.map((pick) => pick.outcomeId));
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <div className={styles.rowText}>
          <p className={styles.outcome}>{t('Bets.Slip.BuilderGroup', { count: group.picks.length })}</p>
          <p className={styles.event}>{group.picks[0]?.eventName}</p>
        </div>
        <div className={styles.rowSide}>
          <span className={styles.odds}>{price.data ? price.data.odds.toFixed(2) : '…'}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('Bets.Slip.RemoveGroup')}
            onClick={() => slip.getState().setBuilderGroup(group.eventId, [])}
          >
            ×
          </button>
        </div>
      </div>
      <ul className={styles.legs}>
        {group.picks.map((pick) => (
          <li key={pick.outcomeId}>
            {slipMarketName(t, pick)}: <strong>{slipOutcomeName(t, pick)}</strong>
          </li>
        ))}
      </ul>
      {price.isError ? <p className={styles.reason}>{t('Bets.Slip.BuilderPriceError')}</p> : null}
      {price.isPending ? <p className={styles.muted}>{t('Bets.Slip.BuilderPricing')}</p> : null}
      <StakeInput
        label={t('Bets.Slip.Stake')}
        value={stake}
        onChange={(text) => slip.getState().setStake(key, text)}
        currencyCode={currency}
        error={stakeError(stake)}
        quick
      />
    </li>
  );
}

export function BuilderGroups() {
  const groups = useSlip((state) => state.builder);
  return (
    <ul className={styles.list}>
      {groups.map((group) => (
        <BuilderGroupCard key={group.eventId} group={group} />
      ))}
    </ul>
  );
}
