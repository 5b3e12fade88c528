import type { RefObject } from 'react';
import { Dialog, DialogClose } from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { SlipPanel } from './slip-panel';
import styles from './slip-sheet.module.css';

interface SlipSheetProps {
  open: boolean;
  onClose: () => void;
  /** What takes the focus back when the sheet closes: the peek bar that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** The full slip as a bottom sheet on phones: drag the handle down (or Escape, ×, the scrim) to go back to the peek. */
export default function SlipSheet({ open, onClose, returnFocus }: SlipSheetProps) {
  const t = useT();
  return (
    <Dialog variant="sheet" open={open} onClose={onClose} labelledBy="slip-title" finalFocus={returnFocus}>
      <SlipPanel
        headerAction={
          <DialogClose className={styles.close} aria-label={t('Bets.Slip.Close')}>
            ×
          </DialogClose>
        }
      />
    </Dialog>
  );
}
