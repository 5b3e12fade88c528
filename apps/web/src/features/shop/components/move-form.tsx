import { amountInput } from '@playline/contract/amount';
import type { ShopCashKind, ShopCashResult, ShopClient } from '@playline/contract/shop';
import { useState } from 'react';
import buttons from '#app/components/button.module.css';
import { TextField } from '#app/components/text-field.tsx';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { CASH_MAX, CASH_MIN, checkCashAmount } from '../amount';
import { useCashMove } from '../hooks/use-cash-move';
import styles from './cash-desk.module.css';

/** What a press of "Pay in" or "Pay out" came to: the movement, or the message to show (the server's if any). */
export type MoveOutcome = { done: ShopCashResult } | { failed: string };

const AMOUNT_ID = 'cash-desk-amount';

interface MoveFormProps {
  client: ShopClient;
  /** Null when a new attempt starts, so an old result never reads as the new one's. */
  onOutcome: (outcome: MoveOutcome | null) => void;
}

/**
 * The amount and the two buttons. One Idempotency-Key per attempt: pressing again after a lost answer reuses it, so
 * the cash cannot move twice. A malformed amount is flagged while typing, the limits after the first press.
 */
export function MoveForm({ client, onOutcome }: MoveFormProps) {
  const t = useT();
  const money = useMoney();
  const locale = useClientStore((state) => state.language.locale);
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const move = useCashMove();
  const attempt = useAttemptKey();
  const currency = client.currencyCode;

  const check = checkCashAmount(text);
  const malformed = !check.ok && check.key === 'Wallet.AmountInvalid' && text.trim() !== '';
  const error =
    !check.ok && (attempted || malformed)
      ? t(check.key, check.limit === undefined ? undefined : { limit: money(check.limit, currency) })
      : null;

  const send = async (kind: ShopCashKind) => {
    setAttempted(true);
    if (!check.ok) {
      document.getElementById(AMOUNT_ID)?.focus();
      return;
    }
    const request = { kind, clientId: client.id, amount: check.amount };
    onOutcome(null);
    try {
      const result = await move.mutateAsync({ ...request, idempotencyKey: attempt.keyFor(request) });
      attempt.settle();
      setText('');
      setAttempted(false);
      onOutcome({ done: result });
    } catch (failure) {
      attempt.settle(failure);
      onOutcome({ failed: (isApiError(failure) && failure.serverMessage) || t('CashDesk.Failed') });
    }
  };

  return (
    // Implicit submission (Enter in the field) moves no money: only the two buttons do.
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        id={AMOUNT_ID}
        name="amount"
        label={t('Wallet.Amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={amountInput(0, locale)}
        className={styles.amountInput}
        hint={t('Wallet.Limits', { min: money(CASH_MIN, currency), max: money(CASH_MAX, currency) })}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={move.isPending}
          onClick={() => void send('pay_in')}
        >
          {t('CashDesk.PayIn')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline}`}
          disabled={move.isPending}
          onClick={() => void send('pay_out')}
        >
          {t('CashDesk.PayOut')}
        </button>
      </div>
    </form>
  );
}
