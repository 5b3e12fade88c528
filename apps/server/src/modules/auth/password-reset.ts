import { type BrandConfig, PASSWORD_RESET_TTL_SECONDS } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import type { Clock } from '#app/lib/clock.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '../ledger/ledger';
import { type AuthGuards, retryAfter } from './limits';
import { hashPassword } from './password';
import { passwordProblem } from './registration-rules';
import { consumeResetToken, insertOutboxMessage, insertResetToken, retireResetTokens } from './reset-repository';
import { deleteUserSessions } from './session-repository';
import { hashToken, newToken } from './tokens';
import { findByLogin, updatePasswordHash } from './user-repository';

interface Deps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  guards: AuthGuards;
}

export interface ResetContext {
  site: BrandConfig;
  ip: string;
  messages: Messages;
  /** `https://hellas.test` — where the link in the message points: configured, never from request headers. */
  origin: string;
}

/**
 * POST /api/auth/forgot-password. The same answer whether or not the account exists (no enumeration); when it
 * does and has an email, a one-time link valid 30 minutes goes to the outbox. Only the token's hash is stored.
 */
export async function requestPasswordReset(deps: Deps, context: ResetContext, userLogin: string): Promise<void> {
  const { site, messages } = context;
  const now = deps.clock();
  const wait = deps.guards.resetPerIp.take(context.ip, now.getTime());
  if (wait > 0) throw new HttpError(429, messages.t('reset.tooMany'), undefined, retryAfter(wait).headers);

  const account = await findByLogin(deps.db, site.brandKey, userLogin.trim());
  if (!account?.email) return;
  // Beyond a few messages per account, stay silent: nobody can flood a player's mailbox through us.
  if (deps.guards.resetPerAccount.take(`${site.brandKey}:${account.id}`, now.getTime()) > 0) return;

  const token = newToken();
  await insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  const link = `${context.origin}/forgot-password?token=${token}`;
  await insertOutboxMessage(deps.db, {
    brandKey: site.brandKey,
    siteId: site.siteId,
    toAddress: account.email,
    subject: messages.t('reset.subject', { brand: site.name }),
    body: messages.t('reset.body', { name: account.userName, brand: site.name, link }),
    createdAt: now,
  });
}

/**
 * POST /api/auth/reset-password: sets the new password, uses up the token and ends every session of the user;
 * answers the user's id (the route closes their hub sockets).
 */
export async function resetPassword(
  deps: Deps,
  messages: Messages,
  input: { token: string; password: string },
): Promise<number> {
  const password = input.password.trim();
  const problem = passwordProblem(password, messages);
  if (problem) throw new HttpError(400, problem, { password: problem });
  const passwordHash = await hashPassword(password);
  const invalid = messages.t('reset.invalidToken');
  return deps.ledger.transaction(async (tx) => {
    const now = deps.clock();
    const userId = await consumeResetToken(tx, hashToken(input.token.trim()), now);
    if (userId === null) throw new HttpError(400, invalid, { token: invalid });
    await retireResetTokens(tx, userId, now);
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    return userId;
  });
}
