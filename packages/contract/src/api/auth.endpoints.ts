import { endpoint } from '../http/endpoint';
import { loginRequestSchema, loginResponseSchema, loginStatusSchema, okSchema } from './auth';
import * as routes from './auth.routes';

const common = { tags: ['auth'], auth: 'none' } as const;

export const authEndpoints = {
  login: endpoint(routes.login, {
    ...common,
    summary: 'Log in (always 200 for a well-formed body; see isAuthenticated)',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [403, 429],
  }),
  logout: endpoint(routes.logout, {
    ...common,
    summary: "End the session, close its hub sockets and clear its cookie (this site's pages only)",
    response: okSchema,
    errors: [403],
  }),
  getLoginStatus: endpoint(routes.getLoginStatus, {
    ...common,
    summary: 'The logged-in user with balances (minor units) and the responsible-gambling state; never 401',
    response: loginStatusSchema,
  }),
};
