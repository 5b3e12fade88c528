import { createHmac } from 'node:crypto';
import { accountProblem, compactAccount, maskAccount, type PaymentAccount } from '@playline/contract';
import type { AccountCheck, CollectRequest, PaymentProvider, PayoutRequest } from './provider';

/** The demo's test card that issuers always decline (as PSPs' sandboxes have one). */
export const DECLINED_TEST_CARD = '4000000000000002';

/**
 * The demo payment provider: checks accounts as a real one does (Luhn for cards, the IBAN's country length and
 * mod-97 checksum, the e-wallet's address), keeps only a keyed reference of the account (never the number), takes
 * deposits at once unless the card is the declined test card, and pays every approved withdrawal out. Its answers
 * are pure functions of the request, so a retried call answers the same.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';

  constructor(private readonly secret: string) {}

  #reference(kind: string, value: string): string {
    return `demo_${kind}_${createHmac('sha256', this.secret).update(`${kind}:${value}`).digest('base64url').slice(0, 22)}`;
  }

  checkAccount({ method, account }: PaymentAccount): AccountCheck {
    const problem = accountProblem(method, account);
    if (problem) return { ok: false, problem };
    const canonical = method === 'ewallet' ? account.trim().toLowerCase() : compactAccount(account);
    // The declined test card keeps a recognisable reference, so `collect` can decline it without the number.
    const reference = canonical === DECLINED_TEST_CARD ? 'demo_card_declined' : this.#reference(method, canonical);
    return { ok: true, account: { method, reference, masked: maskAccount(method, account) } };
  }

  async collect({ transactionId, account }: CollectRequest) {
    if (account.reference === 'demo_card_declined') return { status: 'declined' as const };
    return { status: 'captured' as const, reference: this.#reference('collect', String(transactionId)) };
  }

  async payout({ withdrawalId }: PayoutRequest) {
    return { status: 'paid' as const, reference: this.#reference('payout', String(withdrawalId)) };
  }
}
