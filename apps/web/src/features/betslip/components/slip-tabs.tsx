import type { BetType } from '@playline/contract/bets-math';
import { hasSameEvent } from '../slip-math';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

const LABELS = {
  single: 'Bets.Slip.Single',
  multiple: 'Bets.Slip.Multiple',
  system: 'Bets.Slip.System',
  builder: 'Bets.Slip.Builder',
} as const;

/** Single / Multiple / System (and Bet builder when the slip holds groups); a tab that cannot apply is disabled. */
export function SlipTabs() {
  const { t } = useSlipFormat();
  const slip = useSlipStoreApi();
  const mode = useSlip((state) => state.mode);
  const selections = useSlip((state) => state.selections);
  const groups = useSlip((state) => state.builder.length);
  const sameEvent = hasSameEvent(selections);
  const modes: BetType[] = ['single', 'multiple', 'system', ...(groups > 0 ? (['builder'] as const) : [])];
  const disabled = (type: BetType) =>
    (type === 'multiple' && (selections.length < 2 || sameEvent)) ||
    (type === 'system' && (selections.length < 3 || sameEvent));
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('Bets.Slip.BetTypes')}>
      {modes.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={mode === type}
          disabled={disabled(type)}
          className={styles.tab}
          onClick={() => slip.getState().setMode(type)}
        >
          {t(LABELS[type])}
          {type === 'builder' ? <span className={styles.tabCount}>{groups}</span> : null}
        </button>
      ))}
    </div>
  );
}
