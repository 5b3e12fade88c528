import { ODDS_POLICIES } from '@playline/contract/bets-math';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/** What the player accepts when a price moves before the server books the bet (kept with the slip). */
export function OddsPolicySelect() {
  const { t } = useSlipFormat();
  const slip = useSlipStoreApi();
  const policy = useSlip((state) => state.oddsPolicy);
  return (
    <label className={styles.policy}>
      <span>{t('Bets.Slip.OddsPolicy')}</span>
      <select value={policy} onChange={(event) => slip.getState().setOddsPolicy(event.target.value as typeof policy)}>
        {ODDS_POLICIES.map((value) => (
          <option key={value} value={value}>
            {t(`Bets.Slip.Policy.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
