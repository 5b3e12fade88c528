import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/** Why Multiple and System are off: two selections of one event. */
export function SystemSameEventNote() {
  const { t } = useSlipFormat();
  return <p className={styles.note}>{t('Bets.Slip.Block.SameEvent')}</p>;
}
