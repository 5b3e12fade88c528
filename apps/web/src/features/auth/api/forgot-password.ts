import { type Accepted, acceptedSchema, type ForgotPasswordRequest } from '@playline/contract/account';
import * as account from '@playline/contract/api/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** POST /api/auth/forgot-password: always 202 with a message, whether or not the account exists. */
export function postForgotPassword(body: ForgotPasswordRequest): Promise<Accepted> {
  return call(account.requestPasswordReset, { body }, { parse: (data) => acceptedSchema.parse(data) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
