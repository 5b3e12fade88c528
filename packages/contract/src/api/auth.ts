import * as z from 'zod';
import { sessionPlaySchema } from './safer-gambling';

/** The session cookie: httpOnly, SameSite=Lax, path `/`; Secure in production. Its value is opaque to the client. */
export const SESSION_COOKIE = 'pl_session';

/** Optional language of the messages in an answer (1 English, 2 Greek); the site's default language otherwise. */
export const messageLanguageSchema = z.number().int().min(1).max(99).optional();

/** Query form of the same, for calls without a body (`?languageId=2`). */
export const languageQuerySchema = z.object({ languageId: z.coerce.number().int().min(1).max(99).optional() });

/**
 * POST /api/auth/login (spec §7). Both inputs are trimmed by the server. `returnUrl` is honoured only when it is a
 * same-site relative path (`/user-account/deposit`); anything else is answered as null.
 */
export const loginRequestSchema = z.object({
  userLogin: z.string().max(254),
  userPassword: z.string().max(1024),
  rememberMe: z.boolean().default(false),
  returnUrl: z.string().max(2000).nullable().optional(),
  languageId: messageLanguageSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({ userId: z.number().int(), userName: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Always 200 for a well-formed body: a wrong password is `isAuthenticated: false` with a translated `message`
 * (plain text, shown in the login alert). `shouldRedirect` is true only after a successful login with a safe
 * `returnUrl`. A successful login sets a new session cookie.
 */
export const loginResponseSchema = z.object({
  isAuthenticated: z.boolean(),
  message: z.string(),
  shouldRedirect: z.boolean(),
  returnUrl: z.string().nullable(),
  user: sessionUserSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The session time limit (0 = none) and the seconds since login or the last reality-check reset; the login status
 * adds the session's play for the reality-check reminder (issue 19).
 */
export const responsibleGamblingSchema = z
  .object({
    timeLimitSeconds: z.number().int().min(0),
    timeElapsedSeconds: z.number().int().min(0),
  })
  .extend(sessionPlaySchema.partial().shape);
export type ResponsibleGambling = z.infer<typeof responsibleGamblingSchema>;

/**
 * On a shop site (issue 8), the operator behind the session and the client the shop acts for (null: the shop
 * owner, the shop's own wallet). The logged-in user is then whoever money and bets belong to.
 */
export const shopSessionSchema = z.object({
  operator: sessionUserSchema,
  actingFor: sessionUserSchema.nullable(),
});
export type ShopSession = z.infer<typeof shopSessionSchema>;

/** Money is integer minor units (cents): `balance: 100000` is 1,000.00 in `currencyCode`. */
export const loggedInUserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  /** Wallet plus held amounts (pending withdrawals), minor units. */
  balance: z.number().int(),
  /** The available balance (what the header shows): balance minus held amounts, minor units. */
  calculatedBalance: z.number().int(),
  /** Tax owed on winnings, minor units (0 until bets exist). */
  tax: z.number().int(),
  currencyCode: z.string(),
  /** Only for a shop operator's session. */
  shop: shopSessionSchema.optional(),
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

/** GET /api/auth/checkLoginStatus: never 401; a visitor gets `isAuthenticated: false`, `user: null`, zeros. */
export const loginStatusSchema = z.object({
  isAuthenticated: z.boolean(),
  user: loggedInUserSchema.nullable(),
  responsibleGambling: responsibleGamblingSchema,
});
export type LoginStatus = z.infer<typeof loginStatusSchema>;

/** GET /api/auth/logout */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
