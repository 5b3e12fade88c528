import type { BrandConfig, RegisterRequest } from '@playline/contract';
import { tidyRegistration } from '@playline/contract/registration-rules';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import type { Clock } from '#app/lib/clock.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '../ledger/ledger';
import { createPlayerAccounts } from '../ledger/repository';
import { recordRegistrationConsents } from './consent-repository';
import { type AuthGuards, retryAfter } from './limits';
import { hashPassword } from './password';
import { type FieldErrors, registrationErrors } from './registration-rules';
import { endSession, startSession } from './sessions';
import { insertUser, takenIdentifiers } from './user-repository';

interface Deps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  guards: AuthGuards;
}

async function takenFields(db: Database, brandKey: string, input: { userName: string; email: string }, m: Messages) {
  const taken = await takenIdentifiers(db, brandKey, input.userName, input.email);
  const fields: FieldErrors = {};
  if (taken.userName) fields.userName = m.t('register.userNameTaken');
  if (taken.email) fields.email = m.t('register.emailTaken');
  return fields;
}

/** A name as typed, with its spaces tidied and its letters in one Unicode form (so "é" is always one letter). */
/**
 * POST /api/auth/register: a player account on the site's brand with its ledger accounts and the terms and privacy
 * notice it accepted, in one transaction, logged in at once. The identity check (KYC) starts unverified.
 * 403 where the brand has no registration (shop sites, hideRegistration); 400 with translated `fields`.
 */
export async function register(
  deps: Deps,
  context: { site: BrandConfig; ip: string; messages: Messages; previousToken: string | undefined },
  request: RegisterRequest,
) {
  const { site, messages } = context;
  if (site.isShop || site.hideRegistration) throw new HttpError(403, messages.t('register.disabled'));
  const { languageId: _, ...registration } = request;
  const input = tidyRegistration(registration);
  const invalid = (fields: FieldErrors) => new HttpError(400, messages.t('register.invalid'), fields);
  // A broken rule says more than "taken", so it wins when a field has both.
  const fields = {
    ...(await takenFields(deps.db, site.brandKey, input, messages)),
    ...registrationErrors(input, site, deps.clock(), messages),
  };
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const wait = deps.guards.registerPerIp.take(context.ip, deps.clock().getTime());
  if (wait > 0) throw new HttpError(429, messages.t('register.tooMany'), undefined, retryAfter(wait).headers);

  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  const created = await deps.ledger.transaction(async (tx) => {
    const user = await insertUser(tx, {
      brandKey: site.brandKey,
      userName: input.userName,
      email: input.email,
      passwordHash,
      dateOfBirth: input.dateOfBirth,
      currencyCode: input.currencyCode,
      firstName: input.firstName,
      lastName: input.lastName,
      countryCode: input.countryCode,
      createdAt: now,
    });
    if (!user) return null;
    await createPlayerAccounts(tx, [{ userId: user.id, currencyCode: input.currencyCode }]);
    await recordRegistrationConsents(tx, user.id, now);
    return user;
  });
  // Someone took the name or email between the check and the insert.
  if (!created) throw invalid(await takenFields(deps.db, site.brandKey, input, messages));
  // Like a login: whatever session the browser had ends, and the new player gets a new one.
  await endSession(deps.db, context.previousToken);
  const token = await startSession(deps.db, { userId: created.id, site, rememberMe: false, now: deps.clock() });
  return { user: { userId: created.id, userName: created.userName }, token };
}
