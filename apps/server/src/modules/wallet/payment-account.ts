import type { PaymentAccount } from '@playline/contract';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { PaymentProvider, ProviderAccount } from '../payments/provider';

/** The provider's check of the player's account: 400 naming the `payment.account` field when it refuses it. */
export function acceptedAccount(
  provider: PaymentProvider,
  payment: PaymentAccount,
  messages: Messages,
): ProviderAccount {
  const check = provider.checkAccount(payment);
  if (check.ok) return check.account;
  const text = messages.t(`payments.${check.problem}`);
  throw new HttpError(400, text, { 'payment.account': text });
}
