import buttons from '#app/components/button.module.css';
import type { SlipSelectionInput } from '#app/entities/slip/slip-types.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './custom-bet-page.module.css';

/** The fewest picks that make a bet-builder bet (one pick is a single). */
export const BUILDER_MIN_PICKS = 2;

interface CustomBetSummaryProps {
  picks: readonly SlipSelectionInput[];
  /** "Total 2.5: Over": how each pick reads in the list. */
  describe: (pick: SlipSelectionInput) => string;
  added: boolean;
  onClear: () => void;
  onAdd: () => void;
}

/** The sticky footer of the bet builder: how many picks, which, the pricing note and the add button. */
export function CustomBetSummary({ picks, describe, added, onClear, onAdd }: CustomBetSummaryProps) {
  const t = useT();
  const count =
    picks.length === 0
      ? t('Builder.NoSelections')
      : picks.length === 1
        ? t('Builder.OneSelection')
        : t('Builder.Selections', { count: picks.length });
  const ready = picks.length >= BUILDER_MIN_PICKS;
  return (
    <aside className={styles.summary} aria-label={t('Builder.Title')}>
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
      {picks.length > 0 ? (
        <ul className={styles.picks}>
          {picks.map((pick) => (
            <li key={pick.outcomeId}>{describe(pick)}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.note}>{ready ? t('Builder.PriceNote') : t('Builder.NeedTwo')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.ghost}`}
          onClick={onClear}
          disabled={picks.length === 0}
        >
          {t('Builder.Clear')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onAdd} disabled={!ready}>
          {t('Builder.AddToSlip')}
        </button>
      </div>
      {added ? (
        <p className={styles.added} role="status">
          {t('Builder.Added')}
        </p>
      ) : null}
    </aside>
  );
}
