import { PAYMENT_METHODS, type PaymentMethod } from '@playline/contract/payment-accounts';
import { CreditCard, Landmark, type LucideIcon, Wallet } from 'lucide-react';
import { TextField } from '#app/components/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { PaymentInput } from '../hooks/use-payment-input';
import styles from './payment.module.css';

const ICONS: Record<PaymentMethod, LucideIcon> = { card: CreditCard, bank_transfer: Landmark, ewallet: Wallet };
const INPUT_MODE: Record<PaymentMethod, 'numeric' | 'text' | 'email'> = {
  card: 'numeric',
  bank_transfer: 'text',
  ewallet: 'email',
};

/** The method (card, bank transfer, e-wallet) as three large radio tiles, then the account for it. */
export function PaymentFields({ id, input, legend }: { id: string; input: PaymentInput; legend: string }) {
  const t = useT();
  return (
    <>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{legend}</legend>
        {PAYMENT_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <label key={method} className={styles.method}>
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={input.method === method}
                onChange={() => input.setMethod(method)}
              />
              <Icon size={20} aria-hidden="true" />
              <span>{t(`Wallet.Method.${method}`)}</span>
            </label>
          );
        })}
      </fieldset>
      <TextField
        id={`${id}-account`}
        name="account"
        label={t(`Wallet.Account.${input.method}`)}
        hint={t(`Wallet.AccountHint.${input.method}`)}
        inputMode={INPUT_MODE[input.method]}
        autoComplete={input.method === 'card' ? 'cc-number' : input.method === 'ewallet' ? 'email' : 'off'}
        autoCapitalize={input.method === 'bank_transfer' ? 'characters' : 'none'}
        spellCheck={false}
        value={input.account}
        error={input.problem ? t(`Wallet.AccountProblem.${input.problem}`) : null}
        onChange={(event) => input.setAccount(event.target.value)}
        onBlur={input.reveal}
      />
    </>
  );
}
