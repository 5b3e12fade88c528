import { amountInput } from '@playline/contract/amount';
import { TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import styles from './wallet.module.css';

interface AmountFieldProps {
  id: string;
  text: string;
  onText: (text: string) => void;
  error: string | null;
  hint: string;
  currencyCode: string;
  /** Quick amounts in minor units. */
  quick?: number[];
}

/** A decimal amount input ("," or ".") with quick-amount chips that fill it in. */
export function AmountField({ id, text, onText, error, hint, currencyCode, quick = [] }: AmountFieldProps) {
  const t = useT();
  const money = useMoney();
  const locale = useClientStore((state) => state.language.locale);
  return (
    <div className={styles.amount}>
      <TextField
        id={id}
        name="amount"
        label={t('Wallet.Amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={amountInput(0, locale)}
        className={styles.amountInput}
        hint={hint}
        value={text}
        error={error}
        onChange={(event) => onText(event.target.value)}
      />
      {quick.length > 0 ? (
        <fieldset className={styles.quick}>
          <legend className="visually-hidden">{t('Wallet.QuickAmounts')}</legend>
          {quick.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={text === amountInput(value, locale)}
              onClick={() => onText(amountInput(value, locale))}
            >
              {money(value, currencyCode, true)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
