import { SlipPanel } from '../components/slip-panel';
import styles from './slip-page.module.css';

/** Slip `/slip`: the bet slip full screen. */
export function SlipPage() {
  return (
    <div className={styles.page}>
      <SlipPanel />
    </div>
  );
}
