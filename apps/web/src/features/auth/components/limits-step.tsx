import { amountInput } from '@playline/contract/amount';
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT, LIMIT_PERIODS } from '@playline/contract/safer-gambling';
import { useEffect, useRef } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { SelectField } from '#app/components/select-field.tsx';
import { TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useLimitsStep } from '../hooks/use-limits-step';
import { formatDuration, TIME_LIMIT_CHOICES } from '../limits-rules';
import styles from './limits-step.module.css';

/**
 * "Set your limits": on a market that makes them mandatory (the Greek one), the step right after the account is
 * created. There is no way past it but saving both a deposit limit and a session time limit.
 */
export function LimitsStep({ onDone }: { onDone: () => void }) {
  const t = useT();
  const brand = useBrand();
  const money = useMoney();
  const locale = useClientStore((state) => state.language.locale);
  const currency = useClientStore((state) => state.user?.currencyCode ?? brand.currencyCode);
  const { values, change, submit, pending, amountBroken, timeBroken } = useLimitsStep(onDone);
  const intro = useRef<HTMLParagraphElement>(null);
  // The form before it was long: start the step at its top, with the reader on what it asks.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    intro.current?.focus();
  }, []);
  const bounds = { min: money(LIMIT_MIN_AMOUNT, currency), max: money(LIMIT_MAX_AMOUNT, currency) };
  const times = [
    { value: '', label: t('RegisterLimits.TimeChoose') },
    ...TIME_LIMIT_CHOICES.map((seconds) => ({ value: String(seconds), label: formatDuration(seconds, locale) })),
  ];
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('RegisterLimits.Title')}>
      <p ref={intro} tabIndex={-1} className={styles.intro}>
        {t('RegisterLimits.Intro', { hours: brand.market.coolingOffHours })}
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('RegisterLimits.Deposit')}</legend>
        <div className={styles.periods} role="radiogroup" aria-label={t('RegisterLimits.Period')}>
          {LIMIT_PERIODS.map((period) => (
            <label key={period} className={styles.period}>
              <input
                type="radio"
                name="period"
                value={period}
                checked={values.period === period}
                onChange={() => change('period', period)}
              />
              <span>{t(`RegisterLimits.Period.${period}`)}</span>
            </label>
          ))}
        </div>
        <TextField
          id="limits-amount"
          name="amount"
          label={t('RegisterLimits.Amount', { period: t(`RegisterLimits.Period.${values.period}`) })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountInput(0, locale)}
          hint={t('RegisterLimits.AmountHint', bounds)}
          value={values.amount}
          error={amountBroken ? t('RegisterLimits.AmountInvalid', bounds) : null}
          onChange={(event) => change('amount', event.target.value)}
        />
      </fieldset>
      <SelectField
        id="limits-timeLimit"
        name="timeLimit"
        label={t('RegisterLimits.Time')}
        hint={t('RegisterLimits.TimeHint')}
        value={values.timeLimit}
        error={timeBroken ? t('RegisterLimits.TimeRequired') : null}
        options={times}
        onChange={(event) => change('timeLimit', event.target.value)}
      />
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={pending}>
        {t('RegisterLimits.Submit')}
      </button>
    </form>
  );
}
