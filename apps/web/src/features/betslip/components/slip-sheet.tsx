import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useFocusWrap } from '../../../lib/use-focus-wrap';
import { SlipPanel } from './slip-panel';
import styles from './slip-sheet.module.css';

/** How far the sheet must be dragged down to close, px. */
const CLOSE_DRAG = 96;

/**
 * The full slip as a bottom sheet on phones: drag the handle down (or Escape, or the scrim) to go back to the peek.
 * A modal dialog: Tab stays inside it.
 */
export default function SlipSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  const sheet = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusWrap<HTMLDivElement>();
  const start = useRef<number | null>(null);
  const [drag, setDrag] = useState(0);
  useEffect(() => {
    sheet.current?.focus();
    // Escape closes the topmost layer only: not the sheet when it was pressed in a dialog opened above it (login).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const layer = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (layer === null || layer === sheet.current) onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  const onDown = (event: PointerEvent) => {
    start.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (start.current !== null) setDrag(Math.max(0, event.clientY - start.current));
  };
  const onUp = () => {
    start.current = null;
    if (drag > CLOSE_DRAG) onClose();
    else setDrag(0);
  };
  return (
    <div className={styles.layer}>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
      <div
        ref={(element) => {
          sheet.current = element;
          return keepFocus(element);
        }}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="slip-title"
        tabIndex={-1}
        style={drag ? { transform: `translateY(${drag}px)`, transition: 'none' } : undefined}
      >
        <div
          className={styles.handle}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
        >
          <span className={styles.grip} />
        </div>
        <div className={styles.content}>
          <SlipPanel
            headerAction={
              <button type="button" className={styles.close} aria-label={t('Bets.Slip.Close')} onClick={onClose}>
                ×
              </button>
            }
          />
        </div>
      </div>
    </div>
  );
}
