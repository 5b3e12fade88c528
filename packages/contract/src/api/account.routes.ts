import { route } from '../http/route';
import type {
  acceptedSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from './account';

/** Registration and the forgotten-password flow; schemas and documentation in `account.endpoints.ts`. */

/** 201 logs the new player in; 400 carries a translated message per field. */
export const register = route(
  'POST',
  '/api/auth/register',
  {} as {
    body: typeof registerRequestSchema;
    response: typeof registerResponseSchema;
  },
);

/** Always 202, whether or not the account exists. */
export const requestPasswordReset = route(
  'POST',
  '/api/auth/forgot-password',
  {} as {
    body: typeof forgotPasswordRequestSchema;
    response: typeof acceptedSchema;
  },
);

export const resetPassword = route(
  'POST',
  '/api/auth/reset-password',
  {} as {
    body: typeof resetPasswordRequestSchema;
    response: typeof acceptedSchema;
  },
);
