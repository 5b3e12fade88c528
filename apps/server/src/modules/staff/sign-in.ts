import type { StaffSignInResult } from '@playline/contract/staff';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { retryAfter } from '../auth/limits';
import type { LoginThrottle } from '../auth/login-throttle';
import { verifyDummy, verifyPassword } from '../auth/password';
import { presentMe } from './present';
import { findStaffByLogin, updateStaffRow } from './repository';
import { type SessionContext, startStaffSession } from './sessions';
import { acceptedStep, type SecretBox } from './totp';

export interface SignInDeps {
  db: Database;
  throttle: LoginThrottle;
  box: SecretBox;
  totpRequired: boolean;
  sleep: (ms: number) => Promise<void>;
}

const REFUSED = 'The login, password or code is not right, or the account is disabled.';

/**
 * Password, then (once enrolled) the authenticator's code. Failures are throttled per login and address, and per
 * address, with growing delays and a 429 at the limits; nothing locks an account, so nobody can lock the owner out
 * from another address. The answer never says which part was wrong; a right password without a code only asks for
 * the code and starts nothing.
 */
export async function signIn(
  { db, throttle, box, totpRequired, sleep }: SignInDeps,
  input: { login: string; password: string; code?: string | undefined },
  context: SessionContext,
): Promise<{ result: StaffSignInResult; token?: string }> {
  const throttleKey = `staff:${input.login}|${context.ip}`;
  const assessment = throttle.begin(throttleKey, context.ip, context.now.getTime());
  if (assessment.blocked) {
    const wait = retryAfter(assessment.retryAfterMs);
    throw new HttpError(429, `Too many attempts: try again in ${wait.minutes} min`, undefined, wait.headers);
  }
  if (assessment.delayMs > 0) await sleep(assessment.delayMs);

  const member = await findStaffByLogin(db, input.login);
  const passwordRight = member
    ? await verifyPassword(input.password, member.passwordHash)
    : await verifyDummy(input.password);
  if (!member || !passwordRight || member.disabledAt !== null)
    return { result: { status: 'refused', message: REFUSED } };

  let lastStep = member.totpLastStep;
  if (member.totpEnrolledAt !== null && member.totpSecret !== null) {
    if (input.code === undefined) return { result: { status: 'codeRequired' } };
    const step = acceptedStep(box.open(member.totpSecret), input.code, context.now);
    if (step === null || (lastStep !== null && step <= lastStep))
      return { result: { status: 'refused', message: REFUSED } };
    lastStep = step;
  }

  throttle.succeeded(throttleKey, context.ip, assessment.attempt);
  const signedIn = await updateStaffRow(db, member.id, { lastSignInAt: context.now, totpLastStep: lastStep });
  const token = await startStaffSession(db, member.id, context);
  return { result: { status: 'signedIn', me: presentMe(signedIn ?? member, totpRequired) }, token };
}
