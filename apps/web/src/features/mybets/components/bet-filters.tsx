import buttons from '#app/components/button.module.css';
import { TextField } from '#app/components/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './my-bets.module.css';

interface BetFiltersProps {
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/** The date range of the placed time; clearing it shows every bet of the tab again. */
export function BetFilters({ from, to, onChange }: BetFiltersProps) {
  const t = useT();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('Bets.Mybets.Filters')}</legend>
      <TextField
        id="mybets-from"
        type="date"
        label={t('Bets.Mybets.From')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange(event.target.value, to)}
      />
      <TextField
        id="mybets-to"
        type="date"
        label={t('Bets.Mybets.To')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange(from, event.target.value)}
      />
      {from || to ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.ghost} ${buttons.small} ${styles.clear}`}
          onClick={() => onChange('', '')}
        >
          {t('Bets.Mybets.ClearFilters')}
        </button>
      ) : null}
    </fieldset>
  );
}
