import { STAFF_SESSION_COOKIE } from '@playline/contract/staff';
import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF_PASSWORD } from '#app/db/seed/staff.ts';
import { TestClient } from '#app/test/test-client.ts';
import { codeAt } from './totp';

export const BACKOFFICE = 'backoffice.localhost';

/** A browser on the back-office host. */
export const backoffice = (app: FastifyInstance, remoteAddress?: string) =>
  new TestClient(app, BACKOFFICE, remoteAddress);

export async function signedIn(app: FastifyInstance, login: string, password = DEMO_STAFF_PASSWORD) {
  const client = backoffice(app);
  const response = await client.post('/api/staff/sign-in', { login, password });
  if (response.json().status !== 'signedIn') throw new Error(`${login} did not sign in: ${response.body}`);
  if (!client.cookies.has(STAFF_SESSION_COOKIE)) throw new Error('no staff cookie');
  return client;
}

/** Enrols an authenticator for a signed-in member; answers its secret (what the phone would hold). */
export async function enrol(client: TestClient, now: Date): Promise<string> {
  const { secret } = (await client.post('/api/staff/totp/enrolment')).json();
  const confirmed = await client.post('/api/staff/totp/confirm', { code: codeAt(secret, now) });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.body}`);
  return secret;
}
