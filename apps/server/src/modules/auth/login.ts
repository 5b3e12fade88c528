import { type BrandConfig, LOGIN_MIN_LENGTH, type LoginResponse, type loginRequestSchema } from '@playline/contract';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import type { Clock } from '#app/lib/clock.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { type AuthGuards, retryAfter } from './limits';
import { verifyDummy, verifyPassword } from './password';
import { safeReturnUrl } from './return-url';
import { endSession, startSession } from './sessions';
import { findByLogin } from './user-repository';

export interface LoginContext {
  site: BrandConfig;
  ip: string;
  messages: Messages;
  /** The session cookie the browser sent, ended on success (a planted id never becomes a login). */
  previousToken: string | undefined;
}

export interface LoginOutcome {
  response: LoginResponse;
  /** The new session's cookie value after a successful login. */
  token: string | null;
}

/**
 * POST /api/auth/login (design §7). Wrong credentials are an answer, not an error: `isAuthenticated: false` with
 * a translated message. Throttled per account (by id, whatever name is typed) and per IP; 429 (HttpError) once
 * a limit is reached.
 */
export async function login(
  deps: { db: Database; clock: Clock; guards: AuthGuards },
  context: LoginContext,
  input: z.output<typeof loginRequestSchema>,
): Promise<LoginOutcome> {
  const { site, messages } = context;
  const userLogin = input.userLogin.trim();
  const password = input.userPassword.trim();
  const returnUrl = safeReturnUrl(input.returnUrl);
  const refuse = (message: string): LoginOutcome => ({
    response: { isAuthenticated: false, message, shouldRedirect: false, returnUrl, user: null },
    token: null,
  });
  if (userLogin.length < LOGIN_MIN_LENGTH || password.length < LOGIN_MIN_LENGTH) {
    return refuse(messages.t('auth.loginTooShort'));
  }

  const account = await findByLogin(deps.db, site.brandKey, userLogin);
  // One count per account, whichever of its names (user name or e-mail) is typed: two names must not double the
  // guesses. A login that matches no account is counted under what was typed.
  const accountKey = account ? `${site.brandKey}:#${account.id}` : `${site.brandKey}:${userLogin.toLowerCase()}`;
  const attempt = deps.guards.login.begin(accountKey, context.ip, deps.clock().getTime());
  if (attempt.blocked) {
    const wait = retryAfter(attempt.retryAfterMs);
    throw new HttpError(429, messages.t('auth.tooManyAttempts', { minutes: wait.minutes }), undefined, wait.headers);
  }
  if (attempt.delayMs > 0) await deps.guards.sleep(attempt.delayMs);

  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyDummy(password);
  if (!account || !valid) return refuse(messages.t('auth.loginFailed'));
  if (account.role === 'shop_operator' && account.shopSiteId !== site.siteId)
    return refuse(messages.t('auth.shopOnly'));

  deps.guards.login.succeeded(accountKey, context.ip, attempt.attempt);
  await endSession(deps.db, context.previousToken);
  const token = await startSession(deps.db, {
    userId: account.id,
    site,
    rememberMe: input.rememberMe,
    now: deps.clock(),
  });
  return {
    response: {
      isAuthenticated: true,
      message: '',
      shouldRedirect: returnUrl !== null,
      returnUrl,
      user: { userId: account.id, userName: account.userName },
    },
    token,
  };
}
