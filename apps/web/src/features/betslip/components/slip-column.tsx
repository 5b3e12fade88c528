import styles from './slip-column.module.css';
import { SlipPanel } from './slip-panel';

/** The slip as the right column on wide screens (a lazy chunk of its own). */
export default function SlipColumn() {
  return (
    <div className={styles.column}>
      <SlipPanel />
    </div>
  );
}
