import { SharedCode } from '../components/shared-code';
import { SlipPanel } from '../components/slip-panel';
import styles from './slip-page.module.css';

/** Slip `/slip`: the bet slip full screen; `/slip?code=…` (a shared bet, issue 21) fills it first. */
export function SlipPage() {
  return (
    <div className={styles.page}>
      <SharedCode />
      <SlipPanel />
    </div>
  );
}
