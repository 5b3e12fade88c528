import { type Accepted, acceptedSchema, type ResetPasswordRequest } from '@playline/contract/account';
import * as account from '@playline/contract/api/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** POST /api/auth/reset-password with the token of a reset link; a bad or expired token is 400 with `fields.token`. */
export function postResetPassword(body: ResetPasswordRequest): Promise<Accepted> {
  return call(account.resetPassword, { body }, { parse: (data) => acceptedSchema.parse(data) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
