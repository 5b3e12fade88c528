import { useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { type AmountLimits, checkAmount } from '../amount-rules';

/**
 * The amount field's state: the typed text, its check against the limits and the message to show. A malformed
 * amount (e.g. a third decimal) is flagged while typing; limits only after the first submit attempt.
 */
export function useAmountInput(limits: AmountLimits, currencyCode: string) {
  const t = useT();
  const money = useMoney();
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const check = checkAmount(text, limits);
  const malformed = !check.ok && check.key === 'Wallet.AmountInvalid' && text.trim() !== '';
  const error =
    !check.ok && (attempted || malformed)
      ? t(check.key, check.limit === undefined ? undefined : { limit: money(check.limit, currencyCode) })
      : null;
  return {
    text,
    setText,
    check,
    error,
    attempt: () => setAttempted(true),
    reset: () => {
      setText('');
      setAttempted(false);
    },
  };
}
