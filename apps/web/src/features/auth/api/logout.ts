import { type Ok, okSchema } from '@playline/contract/auth';
import { api } from '../../../lib/api-client';

/** GET /api/auth/logout: ends the session on the server and clears its cookie. */
export function getLogout(): Promise<Ok> {
  return api.get('/auth/logout', { parse: (data) => okSchema.parse(data) });
}
