import { WITHDRAWAL_MIN } from '@playline/contract/wallet';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { isApiError } from '#app/lib/api-error.ts';
import type { User } from '#app/lib/client-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useWithdraw } from '../api/withdraw';
import { useAmountInput } from '../hooks/use-amount-input';
import { useAmountSubmit } from '../hooks/use-amount-submit';
import { usePaymentInput } from '../hooks/use-payment-input';
import { AmountField } from './amount-field';
import { PaymentFields } from './payment-fields';
import styles from './wallet.module.css';

/**
 * Request a withdrawal of up to the available balance to a card, bank account (IBAN) or e-wallet; it stays pending
 * (held) until it is approved and the provider pays it out. A 403
 * (the market's identity check, an exclusion) is shown on the card as well as in the toast.
 */
export function WithdrawForm({ user }: { user: User }) {
  const t = useT();
  const money = useMoney();
  const currency = user.currencyCode;
  const available = user.calculatedBalance;
  const field = useAmountInput({ min: WITHDRAWAL_MIN, max: available, maxKey: 'Wallet.AboveAvailable' }, currency);
  const payment = usePaymentInput('bank_transfer');
  const withdraw = useWithdraw();
  const submit = useAmountSubmit(field, payment, withdraw.mutateAsync, (amount) =>
    notify({ kind: 'positive', title: t('Wallet.WithdrawRequested', { amount: money(amount, currency) }), body: '' }),
  );

  const tooLow = available < WITHDRAWAL_MIN;
  // A refusal that stays true until someone acts (e.g. the identity check the market requires) stays on the card.
  const refusal = isApiError(withdraw.error) && withdraw.error.status === 403 ? withdraw.error.serverMessage : null;
  return (
    <section className={styles.card} aria-labelledby="withdraw-title">
      <div className={styles.summary}>
        <h2 id="withdraw-title" className={styles.cardTitle}>
          {t('Wallet.WithdrawTitle')}
        </h2>
        <p className={styles.available}>
          {t('Wallet.AvailableToWithdraw')}: <strong>{money(available, currency)}</strong>
        </p>
      </div>
      {tooLow ? (
        <p className={styles.note}>{t('Wallet.TooLowToWithdraw', { min: money(WITHDRAWAL_MIN, currency) })}</p>
      ) : (
        <form className={form.form} noValidate onSubmit={submit}>
          <AmountField
            id="withdraw-amount"
            text={field.text}
            onText={field.setText}
            error={field.error}
            hint={t('Wallet.Limits', { min: money(WITHDRAWAL_MIN, currency), max: money(available, currency) })}
            currencyCode={currency}
          />
          <PaymentFields id="withdraw" input={payment} legend={t('Wallet.Destination')} />
          <button
            type="submit"
            className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.submit}`}
            disabled={withdraw.isPending}
          >
            {field.check.ok
              ? t('Wallet.WithdrawSubmit', { amount: money(field.check.amount, currency) })
              : t('Page.Withdraw')}
          </button>
          {refusal ? (
            <p className={form.banner} role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
