import * as auth from '@playline/contract/api/auth';
import { type Ok, okSchema } from '@playline/contract/auth';
import { call } from '#app/lib/api-client.ts';

/** GET /api/auth/logout: ends the session on the server and clears its cookie. */
export function getLogout(): Promise<Ok> {
  return call(auth.logout, {}, { parse: (data) => okSchema.parse(data) });
}
