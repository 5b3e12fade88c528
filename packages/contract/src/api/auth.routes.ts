import { route } from '../http/route';
import type { loginRequestSchema, loginResponseSchema, loginStatusSchema, okSchema } from './auth';

/** Login, logout and the login status (spec §7); schemas and documentation in `auth.endpoints.ts`. */

/** Always 200 for a well-formed body: `isAuthenticated` says how it went. */
export const login = route(
  'POST',
  '/api/auth/login',
  {} as {
    body: typeof loginRequestSchema;
    response: typeof loginResponseSchema;
  },
);

/** A GET that changes state, as the spec names it; refused from another site's page (decision 020). */
export const logout = route(
  'GET',
  '/api/auth/logout',
  {} as {
    response: typeof okSchema;
  },
);

/** Never 401: a visitor gets `isAuthenticated: false`. */
export const getLoginStatus = route(
  'GET',
  '/api/auth/checkLoginStatus',
  {} as {
    response: typeof loginStatusSchema;
  },
);
