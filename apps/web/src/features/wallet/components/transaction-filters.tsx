import { MOVEMENT_TYPES } from '@playline/contract/wallet';
import buttons from '#app/components/button.module.css';
import { DateField } from '#app/components/date-field.tsx';
import { isDateOrEmpty } from '#app/components/date-text.ts';
import { SelectField } from '#app/components/select-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './wallet.module.css';

export interface Filters {
  /** '' for every type. */
  type: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: Filters = { type: '', from: '', to: '' };

/** Type and date range of the history; every change starts again at page 1. */
export function TransactionFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const t = useT();
  const options = [
    { value: '', label: t('Wallet.AllTypes') },
    ...MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`Wallet.Type.${type}`) })),
  ];
  const active = value.type !== '' || value.from !== '' || value.to !== '';
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('Wallet.Filters')}</legend>
      <SelectField
        id="history-type"
        label={t('Wallet.Type')}
        value={value.type}
        options={options}
        onChange={(event) => onChange({ ...value, type: event.target.value })}
      />
      <DateField
        id="history-from"
        label={t('Wallet.From')}
        value={value.from}
        onChange={(from) => isDateOrEmpty(from) && onChange({ ...value, from })}
      />
      <DateField
        id="history-to"
        label={t('Wallet.To')}
        value={value.to}
        onChange={(to) => isDateOrEmpty(to) && onChange({ ...value, to })}
      />
      {active ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.ghost} ${buttons.small} ${styles.clear}`}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('Wallet.ClearFilters')}
        </button>
      ) : null}
    </fieldset>
  );
}
