import buttons from '#app/components/button.module.css';
import { DateField } from '#app/components/date-field.tsx';
import { isDateOrEmpty } from '#app/components/date-text.ts';
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
      <DateField
        id="mybets-from"
        label={t('Bets.Mybets.From')}
        value={from}
        onChange={(next) => isDateOrEmpty(next) && onChange(next, to)}
      />
      <DateField
        id="mybets-to"
        label={t('Bets.Mybets.To')}
        value={to}
        onChange={(next) => isDateOrEmpty(next) && onChange(from, next)}
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
