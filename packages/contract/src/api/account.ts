import * as z from 'zod';
import { messageLanguageSchema } from './auth';

/** Registration rules (zod-free, in `registration-rules.ts`); the server answers a broken rule with 400 and a translated message per field. */
export {
  CURRENCY_CODES,
  type CurrencyCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
} from '../registration-rules';
/**
 * The versions of the terms and conditions and of the privacy notice a new player accepts (stored with the moment
 * in `user_consents`). Raise one when its help page changes in substance.
 */
export const TERMS_VERSION = '2026-11-01';
export const PRIVACY_VERSION = '2026-11-01';
export { COUNTRY_CODES, isCountryCode } from '../countries';

/**
 * POST /api/auth/register. The schema checks the shape only (strings of bounded length); `registrationProblems`
 * is applied by the server so that every broken rule comes back at once, translated, in the error's `fields`.
 * 403 on shop sites and on brands that hide registration. 201 logs the new player in (session cookie).
 */
export const registerRequestSchema = z.object({
  userName: z.string().max(200),
  password: z.string().max(1024),
  email: z.string().max(320),
  /** YYYY-MM-DD */
  dateOfBirth: z.string().max(20),
  currencyCode: z.string().max(10),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  /** ISO 3166-1 alpha-2 of the player's country of residence, one of COUNTRY_CODES. */
  countryCode: z.string().max(10),
  /** The player accepted TERMS_VERSION of the terms and conditions, and PRIVACY_VERSION of the privacy notice. */
  acceptTerms: z.boolean().default(false),
  acceptPrivacy: z.boolean().default(false),
  languageId: messageLanguageSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ userId: z.number().int(), userName: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/forgot-password: always 202, whether or not the account exists (no account enumeration). */
export const forgotPasswordRequestSchema = z.object({
  /** User name or email. */
  userLogin: z.string().max(320),
  languageId: messageLanguageSchema,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const acceptedSchema = z.object({ ok: z.literal(true), message: z.string() });
export type Accepted = z.infer<typeof acceptedSchema>;

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

/**
 * POST /api/auth/reset-password with the token of the link `/forgot-password?token=…`. The token works once;
 * success ends every session of the account. A bad or expired token is 400 with `fields.token`.
 */
export const resetPasswordRequestSchema = z.object({
  token: z.string().max(200),
  password: z.string().max(1024),
  languageId: messageLanguageSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
