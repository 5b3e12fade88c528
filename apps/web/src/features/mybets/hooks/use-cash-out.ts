import { BET_LIMITS, type Bet, partialCashOutValue } from '@playline/contract/bets';
import { useRef, useState } from 'react';
import { isApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useCashOutMutation } from '../api/cash-out';

/** `changed`: the server refused the quote (409); the card shows the refreshed offer or the suspension. */
export type CashOutNotice = 'changed' | 'failed' | null;

/** The smallest part of a stake that can be cashed out, leaving at least the minimum stake on the bet. */
export const canCashOutPart = (bet: Pick<Bet, 'totalStake'>) => bet.totalStake >= 2 * BET_LIMITS.minStake;

/**
 * A bet's cash-out: the part of the stake chosen (the whole bet by default), the confirm step, and one request in
 * flight at a time. The value sent is what the player saw for that part; a 409 leaves the confirm step open on the
 * refreshed offer (or closes it while suspended).
 */
export function useCashOut(bet: Bet) {
  const t = useT();
  const money = useMoney();
  const mutation = useCashOutMutation();
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [part, setPart] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<CashOutNotice>(null);
  const offer = bet.cashOut;
  const stake = part === null ? bet.totalStake : Math.min(part, bet.totalStake - BET_LIMITS.minStake);
  const value = offer ? partialCashOutValue(offer.value, bet.totalStake, stake) : 0;
  const available = Boolean(offer?.available) && value > 0;

  async function confirm() {
    if (inFlight.current || !offer || !available) return;
    inFlight.current = true;
    const request = stake < bet.totalStake ? { value, stake } : { value };
    try {
      const result = await mutation.mutateAsync({ betId: bet.id, request, idempotencyKey: attempt.keyFor(request) });
      attempt.settle();
      setConfirming(false);
      setPart(null);
      setNotice(null);
      notify({
        kind: 'positive',
        title: t('Bets.Mybets.CashedOut', { amount: money(result.paid, bet.currencyCode) }),
        body: '',
      });
    } catch (error) {
      attempt.settle(error);
      setNotice(isApiError(error) && error.status === 409 ? 'changed' : 'failed');
    } finally {
      inFlight.current = false;
    }
  }

  return {
    offer,
    available,
    stake,
    value,
    partial: part !== null,
    setPart: (next: number | null) => {
      setPart(next);
      setNotice(null);
    },
    confirming: confirming && available,
    open: () => {
      setNotice(null);
      setConfirming(true);
    },
    cancel: () => setConfirming(false),
    confirm,
    pending: mutation.isPending,
    notice,
  };
}
