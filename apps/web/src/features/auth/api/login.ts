import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@playline/contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login (spec §7): always 200 for a well-formed body; `isAuthenticated` says how it went. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', body, { parse: (data) => loginResponseSchema.parse(data) });
}
