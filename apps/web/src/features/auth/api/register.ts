import { type RegisterRequest, type RegisterResponse, registerResponseSchema } from '@playline/contract/account';
import * as account from '@playline/contract/api/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** POST /api/auth/register: 201 logs the new player in; 400 carries a translated message per field. */
export function postRegister(body: RegisterRequest): Promise<RegisterResponse> {
  return call(account.register, { body }, { parse: (data) => registerResponseSchema.parse(data) });
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
