import { amountInput, parseAmount } from '@playline/contract/amount';
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT, type MoneyLimit } from '@playline/contract/safer-gambling';
import { type FormEvent, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useSetLimit } from '../api/set-limit';
import styles from './limits.module.css';

interface LimitEditorProps {
  limit: MoneyLimit;
  currencyCode: string;
  onDone: () => void;
}

/** Sets, lowers, raises or removes one limit; the server decides what applies now and what waits. */
export function LimitEditor({ limit, currencyCode, onDone }: LimitEditorProps) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const locale = useClientStore((state) => state.language.locale);
  const save = useSetLimit();
  const [text, setText] = useState(limit.amount === null ? '' : amountInput(limit.amount, locale));
  const [error, setError] = useState<string | null>(null);
  const id = `limit-${limit.kind}-${limit.period}`;
  const bounds = { min: money(LIMIT_MIN_AMOUNT, currencyCode), max: money(LIMIT_MAX_AMOUNT, currencyCode) };

  const send = (amount: number | null) =>
    save.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: (state) => {
          const saved = state.limits.find((item) => item.kind === limit.kind && item.period === limit.period);
          const title = saved?.pending
            ? t('Sg.SavedPending', { date: dateTime(saved.pending.effectiveAt) })
            : t('Sg.Saved');
          notify({ kind: 'positive', title, body: '' });
          onDone();
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseAmount(text);
    if (amount === null || amount < LIMIT_MIN_AMOUNT || amount > LIMIT_MAX_AMOUNT) {
      setError(t('Sg.AmountInvalid', bounds));
      return;
    }
    setError(null);
    send(amount);
  };

  return (
    <form className={styles.editor} noValidate onSubmit={submit}>
      <TextField
        id={id}
        name="amount"
        label={t('Sg.Amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('Sg.AmountHint', bounds)}
        error={error}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={save.isPending}>
        {t('Sg.Save')}
      </button>
      {limit.amount === null ? null : (
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline}`}
          disabled={save.isPending}
          onClick={() => send(null)}
        >
          {t('Sg.Remove')}
        </button>
      )}
      <button type="button" className={`${buttons.button} ${buttons.ghost}`} onClick={onDone}>
        {t('Common.Cancel')}
      </button>
    </form>
  );
}
