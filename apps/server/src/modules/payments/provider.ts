import type { AccountProblem, PaymentAccount, PaymentMethod } from '@playline/contract';

/** An account the provider accepted: its reference for later calls and the masked text players see. */
export interface ProviderAccount {
  method: PaymentMethod;
  reference: string;
  masked: string;
}

export type AccountCheck = { ok: true; account: ProviderAccount } | { ok: false; problem: AccountProblem };

/** A deposit the provider is asked to take from an account, under the ledger transaction that credits it. */
export interface CollectRequest {
  transactionId: number;
  userId: number;
  amount: number;
  currencyCode: string;
  account: ProviderAccount;
}

/** A withdrawal the provider is asked to pay to an account, once it is approved. */
export interface PayoutRequest {
  withdrawalId: number;
  userId: number;
  amount: number;
  currencyCode: string;
  method: PaymentMethod;
  reference: string;
}

export type CollectResult = { status: 'captured'; reference: string } | { status: 'declined' };
export type PayoutResult = { status: 'paid'; reference: string } | { status: 'failed' };

/**
 * The one boundary to a payment service provider (issue 21): the wallet asks it to check an account, to take a
 * deposit and to pay a withdrawal out, and never knows which provider answers. The demo provider implements it
 * in-process; a real one (a PSP's API) replaces it in `wallet/plugin` without touching the wallet.
 *
 * `collect` runs inside the deposit's ledger transaction, after the player's accounts are locked: a refusal
 * (declined) writes nothing. `payout` runs inside the completion's transaction: the money leaves the held account
 * only when the provider paid it.
 */
export interface PaymentProvider {
  readonly name: string;
  checkAccount(payment: PaymentAccount): AccountCheck;
  collect(request: CollectRequest): Promise<CollectResult>;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
