import { brandForSite, marketRulesOf, RG_TIME_LIMIT_MAX_SECONDS, SESSION_COOKIE } from '@playline/contract';
import { LIMIT_MAX_AMOUNT } from '@playline/contract/safer-gambling';
import type { FastifyInstance } from 'fastify';
import { rgLimits } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { startSession } from '../modules/auth/sessions';
import { insertUser } from '../modules/auth/user-repository';
import { createPlayerAccounts } from '../modules/ledger/repository';
import { TestClient } from './test-client';

/** The password of every factory-made player (not a common one, so registration rules would accept it). */
export const PLAYER_PASSWORD = 'Quiet-Harbour-42';
let passwordHash: Promise<string> | undefined;
let made = 0;

/** A user name no other test (or parallel test file on a shared PostgreSQL) uses. */
export const uniqueName = (prefix = 'p') =>
  `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${(++made).toString(36)}`.slice(0, 30);

/** A valid `POST /api/auth/register` body for a new, unique user (an adult living in Greece, EUR, who accepted). */
export function registrationBody(prefix = 'reg') {
  const userName = uniqueName(prefix);
  return {
    userName,
    password: 'Sunny-Meadow-77',
    email: `${userName}@mail.test`,
    dateOfBirth: '1990-01-31',
    currencyCode: 'EUR',
    firstName: 'Eleni',
    lastName: 'Papadopoulou',
    countryCode: 'GR',
    acceptTerms: true,
    acceptPrivacy: true,
  };
}

export interface PlayerOptions {
  brandKey?: string;
  userName?: string;
  email?: string | null;
  currencyCode?: string;
  /** For `loggedInPlayer`: log in with remember-me (survives idle time on a fake clock). */
  rememberMe?: boolean;
  /**
   * On a market that requires limits before the first deposit (the Greek one), the factory sets the widest ones a
   * registration would (a 30-day deposit limit of the maximum and a 24-hour session): false leaves them unset.
   */
  mandatoryLimits?: boolean;
}

/** The widest mandatory limits, as a player who chose them at registration would hold them. */
async function setWidestMandatoryLimits(app: FastifyInstance, userId: number) {
  const updatedAt = app.clock();
  await app.db.insert(rgLimits).values([
    { userId, kind: 'deposit', period: 'month', amount: LIMIT_MAX_AMOUNT, updatedAt },
    { userId, kind: 'time', period: 'session', amount: RG_TIME_LIMIT_MAX_SECONDS, updatedAt },
  ]);
}

/** A new player account with its ledger accounts, written directly (fast: the password is hashed once per file). */
export async function createPlayer(app: FastifyInstance, options: PlayerOptions = {}) {
  passwordHash ??= hashPassword(PLAYER_PASSWORD);
  const userName = options.userName ?? uniqueName();
  const brandKey = options.brandKey ?? 'playline';
  const currencyCode = options.currencyCode ?? 'EUR';
  const user = await insertUser(app.db, {
    brandKey,
    userName,
    email: options.email === undefined ? `${userName}@example.test` : options.email,
    passwordHash: await passwordHash,
    dateOfBirth: '1990-05-17',
    currencyCode,
  });
  if (!user) throw new Error(`could not create ${userName}`);
  await createPlayerAccounts(app.db, [{ userId: user.id, currencyCode }]);
  if (marketRulesOf(brandKey).mandatoryLimits && options.mandatoryLimits !== false) {
    await setWidestMandatoryLimits(app, user.id);
  }
  return { userId: user.id, userName, email: `${userName}@example.test` };
}

/** A new player, logged in through the API on `host`. */
export async function loggedInPlayer(app: FastifyInstance, host = 'localhost', options: PlayerOptions = {}) {
  const player = await createPlayer(app, options);
  const client = new TestClient(app, host);
  const response = await client.login(player.userName, PLAYER_PASSWORD, { rememberMe: options.rememberMe === true });
  if (response.json().isAuthenticated !== true) throw new Error(`login failed: ${response.body}`);
  return { ...player, client };
}

/** A client with a fresh session for a user, made without the (deliberately slow) password check. */
export async function sessionClient(app: FastifyInstance, userId: number, siteId = 1) {
  const site = brandForSite(siteId, 1);
  const token = await startSession(app.db, { userId, site, rememberMe: true, now: app.clock() });
  const client = new TestClient(app, `site${siteId}.localhost`);
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}
