import { Lock } from 'lucide-react';
import { formatOdds, useOddsFormat } from '#app/entities/odds-format/odds-format.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './odds-button.module.css';

interface BuilderPickButtonProps {
  label: string;
  odds: number;
  picked: boolean;
  suspended: boolean;
  onToggle: () => void;
}

/**
 * An outcome in the bet builder: looks like an odds button but toggles a pick of the builder group, not a single
 * on the slip (the combined price comes from the slip).
 */
export function BuilderPickButton({ label, odds, picked, suspended, onToggle }: BuilderPickButtonProps) {
  const t = useT();
  const [format] = useOddsFormat();
  const price = formatOdds(odds, format);
  const state = suspended ? styles.suspended : picked ? styles.selected : '';
  return (
    <button
      type="button"
      className={`${styles.button} ${state}`}
      aria-label={suspended ? `${label} ${t('Outcome.Suspended')}` : `${label} ${price}`}
      aria-pressed={picked}
      disabled={suspended}
      onClick={onToggle}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.price}>{suspended ? <Lock size={16} aria-hidden="true" /> : price}</span>
    </button>
  );
}
