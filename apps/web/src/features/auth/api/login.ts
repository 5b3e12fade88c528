import * as auth from '@playline/contract/api/auth';
import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@playline/contract/auth';
import { call } from '#app/lib/api-client.ts';

/** POST /api/auth/login (spec §7): always 200 for a well-formed body; `isAuthenticated` says how it went. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return call(auth.login, { body }, { parse: (data) => loginResponseSchema.parse(data) });
}
