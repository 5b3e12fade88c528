import { Lock } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { formatOdds, useOddsFormat } from '#app/entities/odds-format/odds-format.ts';
import { slipSelections, useIsOnSlip } from '#app/entities/slip/slip.ts';
import { SLIP_MAX_SELECTIONS, type SlipSelectionInput } from '#app/entities/slip/slip-types.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useLiveOutcome } from '#app/lib/realtime/live-odds.ts';
import styles from './odds-button.module.css';

/** How long a price change stays highlighted. */
export const PRICE_FLASH_MS = 1500;

export interface OddsButtonProps {
  /** What the slip stores when picked; its `odds` is the price shown (see markets/selection.ts). */
  selection: SlipSelectionInput;
  /** The short outcome label shown above the price ("1", "Over 2.5", a team). */
  label: string;
  /** The outcome or its market is suspended: a lock, disabled, but kept in place. */
  suspended: boolean;
  /** Show the price alone where the label stands beside the button (player rows); it stays the accessible name. */
  hideLabel?: boolean;
}

type Movement = 'up' | 'down' | null;

/** Highlights a price change for PRICE_FLASH_MS; the first price shown is not a change. */
function usePriceMovement(odds: number): Movement {
  const previous = useRef(odds);
  const [movement, setMovement] = useState<Movement>(null);
  useEffect(() => {
    if (odds === previous.current) return;
    setMovement(odds > previous.current ? 'up' : 'down');
    previous.current = odds;
    const timer = setTimeout(() => setMovement(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return movement;
}

function OddsButtonView({ selection, label, suspended: listedSuspended, hideLabel = false }: OddsButtonProps) {
  const t = useT();
  const [format] = useOddsFormat();
  const selected = useIsOnSlip(selection.outcomeId);
  // The hub's price wins over the listed one: pushes reach this button alone, the list around it stays as it was.
  const live = useLiveOutcome(selection.outcomeId);
  const odds = live?.odds ?? selection.odds;
  const suspended = listedSuspended || live?.status === 'suspended';
  const movement = usePriceMovement(odds);

  // A picked outcome keeps the slip's price current as pushes and refreshes move it.
  useEffect(() => {
    if (selected) slipSelections.getState().updateOdds({ [selection.outcomeId]: odds });
  }, [selected, selection.outcomeId, odds]);

  const onClick = () => {
    const result = slipSelections.getState().toggle({ ...selection, odds });
    if (result === 'full') {
      notify({
        id: 'slip-full',
        kind: 'warning',
        title: '',
        body: t('Sports.Browse.SlipFull', { max: SLIP_MAX_SELECTIONS }),
      });
    } else if (result === 'locked') {
      notify({ id: 'slip-locked', kind: 'warning', title: '', body: t('Bets.InPlay.SlipLocked') });
    }
  };

  const price = formatOdds(odds, format);
  const movementText = movement ? t(movement === 'up' ? 'Sports.Browse.PriceUp' : 'Sports.Browse.PriceDown') : '';
  const name = suspended ? `${label} ${t('Outcome.Suspended')}` : `${label} ${price} ${movementText}`.trim();
  const state = suspended ? styles.suspended : selected ? styles.selected : movement ? styles[movement] : '';
  return (
    <button
      type="button"
      className={`${styles.button} ${state}`}
      aria-label={name}
      aria-pressed={selected}
      disabled={suspended}
      onClick={onClick}
    >
      {/*
       * The <br> keeps label and price two words for checkers of the visible label (WCAG 2.5.3), as in the name;
       * CSS hides it, and the text stays "1" then "2.10" as the layout shows it.
       */}
      {hideLabel ? null : (
        <>
          <span className={styles.label}>{label}</span>
          <br />
        </>
      )}
      <span className={styles.price}>
        {suspended ? <Lock size={16} aria-hidden /> : null}
        {/* The arrow is drawn by CSS in the status colour (a graphic, 3:1); the price stays in the text colour. */}
        {!suspended && movement ? <span className={styles.arrow} data-move={movement} aria-hidden="true" /> : null}
        {suspended ? null : price}
      </span>
    </button>
  );
}

/**
 * An outcome's price on the slip's terms: toggles the pick, shows it picked, flashes price moves, locks when
 * suspended. A list refresh re-renders only buttons whose outcome, price, label or state changed; a pushed price
 * re-renders only its own button (the live odds store, once per animation frame).
 */
export const OddsButton = memo(
  OddsButtonView,
  (before, after) =>
    before.selection.outcomeId === after.selection.outcomeId &&
    before.selection.odds === after.selection.odds &&
    before.label === after.label &&
    before.suspended === after.suspended &&
    before.hideLabel === after.hideLabel,
);
