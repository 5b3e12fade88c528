import { DEPOSIT_MAX, DEPOSIT_MIN } from '@playline/contract/wallet';
import { useEffect } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import type { User } from '#app/lib/client-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useDeposit } from '../api/deposit';
import { useMandatoryLimitsMissing } from '../api/get-mandatory-limits';
import { useAmountInput } from '../hooks/use-amount-input';
import { useAmountSubmit } from '../hooks/use-amount-submit';
import { usePaymentInput } from '../hooks/use-payment-input';
import { AmountField } from './amount-field';
import { LimitsFirst } from './limits-first';
import { PaymentFields } from './payment-fields';
import styles from './wallet.module.css';

const QUICK_AMOUNTS = [1000, 2000, 5000, 10000];

/**
 * Deposit through the payment provider: amount, quick amounts, limits of the contract, the method (card, bank
 * transfer, e-wallet) and the account paid from, a toast when done.
 * Where the market makes limits mandatory and they are not set yet, the way to set them instead.
 */
export function DepositForm({ user }: { user: User }) {
  const t = useT();
  const brand = useBrand();
  const limits = useMandatoryLimitsMissing(brand.market.mandatoryLimits);
  const money = useMoney();
  const currency = user.currencyCode;
  const field = useAmountInput({ min: DEPOSIT_MIN, max: DEPOSIT_MAX }, currency);
  const payment = usePaymentInput('card');
  const deposit = useDeposit();
  const submit = useAmountSubmit(field, payment, deposit.mutateAsync, (amount) =>
    notify({ kind: 'positive', title: t('Wallet.DepositDone', { amount: money(amount, currency) }), body: '' }),
  );
  // A refusal may be the server's mandatory-limits rule: look again, so the way to set them shows.
  const refetchLimits = limits.refetch;
  useEffect(() => {
    if (deposit.error && brand.market.mandatoryLimits) void refetchLimits();
  }, [deposit.error, brand.market.mandatoryLimits, refetchLimits]);

  if (limits.data === true) return <LimitsFirst />;
  return (
    <section className={styles.card} aria-labelledby="deposit-title">
      <div className={styles.summary}>
        <h2 id="deposit-title" className={styles.cardTitle}>
          {t('Wallet.DepositTitle')}
        </h2>
        <p className={styles.available}>
          {t('Account.Available')}: <strong>{money(user.calculatedBalance, currency)}</strong>
        </p>
      </div>
      <form className={form.form} noValidate onSubmit={submit}>
        <AmountField
          id="deposit-amount"
          text={field.text}
          onText={field.setText}
          error={field.error}
          hint={t('Wallet.Limits', { min: money(DEPOSIT_MIN, currency), max: money(DEPOSIT_MAX, currency) })}
          currencyCode={currency}
          quick={QUICK_AMOUNTS}
        />
        <PaymentFields id="deposit" input={payment} legend={t('Wallet.Method')} />
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.submit}`}
          disabled={deposit.isPending}
        >
          {field.check.ok
            ? t('Wallet.DepositSubmit', { amount: money(field.check.amount, currency) })
            : t('Page.Deposit')}
        </button>
      </form>
    </section>
  );
}
