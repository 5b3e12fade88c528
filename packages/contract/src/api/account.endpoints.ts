import { endpoint } from '../http/endpoint';
import {
  acceptedSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from './account';
import * as routes from './account.routes';

/** 403: no XSRF token, or a site that refuses the call (shop sites); 429: too many calls from one address. */
const common = { tags: ['auth'], auth: 'none', errors: [403, 429] } as const;

export const accountEndpoints = {
  register: endpoint(routes.register, {
    ...common,
    summary: 'Register a player on this brand and log in (403 on shop sites and where registration is hidden)',
    body: registerRequestSchema,
    response: registerResponseSchema,
    status: 201,
  }),
  requestPasswordReset: endpoint(routes.requestPasswordReset, {
    ...common,
    summary: 'Send a password-reset link (always 202: it does not tell whether the account exists)',
    body: forgotPasswordRequestSchema,
    response: acceptedSchema,
    status: 202,
  }),
  resetPassword: endpoint(routes.resetPassword, {
    ...common,
    summary: 'Choose a new password with the token of a reset link; ends every session of the account',
    body: resetPasswordRequestSchema,
    response: acceptedSchema,
  }),
};
