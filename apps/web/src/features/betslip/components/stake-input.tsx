import { amountInput } from '@playline/contract/amount';
import { useId } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import styles from './slip.module.css';

/** Quick stakes in minor units. */
export const QUICK_STAKES = [200, 500, 1000, 2000];

/** What may be typed: up to nine digits, then "," or "." and at most two decimals (a third is refused). */
const TYPING = /^\d{0,9}(?:[.,]\d{0,2})?$/;

/** A typed stake is kept only when it can still become an amount; anything else leaves the field as it was. */
export function acceptStakeText(previous: string, next: string): string {
  const text = next.replace(/\s/g, '');
  return TYPING.test(text) ? text : previous;
}

interface StakeInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  currencyCode: string;
  /** Shown under the field (a limit broken). */
  error?: string | null;
  quick?: boolean;
  /** Shown as the field's visible label; otherwise only to screen readers. */
  showLabel?: boolean;
  disabled?: boolean;
}

/** The stake field: decimal keypad, "," or "." as the separator, at most two decimals, quick-stake chips. */
export function StakeInput({
  label,
  value,
  onChange,
  currencyCode,
  error,
  quick,
  showLabel,
  disabled,
}: StakeInputProps) {
  const t = useT();
  const money = useMoney();
  const locale = useClientStore((state) => state.language.locale);
  const id = useId();
  return (
    <div className={styles.stake}>
      <div className={styles.stakeRow}>
        <label htmlFor={id} className={showLabel ? styles.stakeLabel : 'visually-hidden'}>
          {label}
        </label>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountInput(0, locale)}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(acceptStakeText(value, event.target.value))}
        />
      </div>
      {quick ? (
        <fieldset className={styles.chips} disabled={disabled}>
          <legend className="visually-hidden">{t('Bets.Slip.QuickStakes')}</legend>
          {QUICK_STAKES.map((stake) => (
            <button
              key={stake}
              type="button"
              className={styles.chip}
              aria-pressed={value === amountInput(stake, locale)}
              onClick={() => onChange(amountInput(stake, locale))}
            >
              {money(stake, currencyCode, true)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
