import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '#app/db/seed/staff.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { backoffice, enrol, signedIn } from './test-kit';
import { codeAt } from './totp';

let now = Date.UTC(2026, 10, 28, 9, 0);
const clock = () => new Date(now);
const MINUTE = 60_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock, sleep: async () => undefined });
});
afterAll(() => app.close());

describe('signing in to the back office (issue 22)', () => {
  it('signs a demo member in on the back-office host: the cookie opens their own account and their role', async () => {
    const client = await signedIn(app, 'support');
    const me = (await client.get('/api/staff/me')).json();
    expect(me).toMatchObject({ login: 'support', role: 'support', brands: [], totpEnrolled: false });
    expect(me.permissions).toContain('support.chat');
    expect(me.permissions).not.toContain('wallet.adjust');
  });

  it('answers 404 on a brand host, and a staff cookie counts nowhere but the back-office host', async () => {
    const onBrand = await backoffice(app).onHost('site44.localhost').post('/api/staff/sign-in', {
      login: 'owner',
      password: DEMO_STAFF_PASSWORD,
    });
    expect(onBrand.statusCode).toBe(404);
    const client = await signedIn(app, 'owner');
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);
    expect((await client.onHost('localhost').get('/api/admin/staff')).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown login with the same words, and sets no cookie', async () => {
    const client = backoffice(app);
    const wrong = (await client.post('/api/staff/sign-in', { login: 'owner', password: 'not-the-password' })).json();
    const unknown = (await client.post('/api/staff/sign-in', { login: 'nobody', password: 'whatever-it-is' })).json();
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe('refused');
    expect(client.cookies.has('pl_staff')).toBe(false);
  });

  it('throttles guessing from one address without locking the member out elsewhere', async () => {
    const attacker = backoffice(app, '203.0.113.9');
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (await attacker.post('/api/staff/sign-in', { login: 'finance', password: `guess-${attempt}` })).statusCode;
    }
    expect(last).toBe(429);
    const member = backoffice(app, '198.51.100.20');
    const signIn = await member.post('/api/staff/sign-in', { login: 'finance', password: DEMO_STAFF_PASSWORD });
    expect(signIn.json().status).toBe('signedIn');
  });

  it('enrols an authenticator, then asks for a code at every sign-in and never takes one code twice', async () => {
    const client = await signedIn(app, 'admin');
    const secret = await enrol(client, clock());
    expect((await client.get('/api/staff/me')).json().totpEnrolled).toBe(true);
    expect((await client.post('/api/staff/totp/enrolment')).statusCode).toBe(409);

    const next = backoffice(app);
    const withoutCode = await next.post('/api/staff/sign-in', { login: 'admin', password: DEMO_STAFF_PASSWORD });
    expect(withoutCode.json()).toEqual({ status: 'codeRequired' });
    expect(next.cookies.has('pl_staff')).toBe(false);
    now += MINUTE;
    const code = codeAt(secret, clock());
    const body = { login: 'admin', password: DEMO_STAFF_PASSWORD, code };
    expect((await next.post('/api/staff/sign-in', body)).json().status).toBe('signedIn');
    // Someone who saw the code over a shoulder within its 30 seconds gets nothing.
    expect((await backoffice(app).post('/api/staff/sign-in', body)).json().status).toBe('refused');
    const wrongCode = { ...body, code: code === '000000' ? '111111' : '000000' };
    now += MINUTE;
    expect((await backoffice(app).post('/api/staff/sign-in', wrongCode)).json().status).toBe('refused');
  });

  it('ends a session idle for 30 minutes, and signing out ends it at once', async () => {
    const client = await signedIn(app, 'trader');
    now += 29 * MINUTE;
    expect((await client.get('/api/staff/me')).statusCode).toBe(200);
    now += 31 * MINUTE;
    expect((await client.get('/api/staff/me')).statusCode).toBe(401);

    const other = await signedIn(app, 'trader');
    expect((await other.post('/api/staff/sign-out')).statusCode).toBe(204);
    expect((await other.get('/api/staff/me')).statusCode).toBe(401);
  });
});

describe('in production every member enrols an authenticator first', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await buildTestApp(
      { NODE_ENV: 'production', FEED_SEED: 'a-production-seed-of-32-characters!', BACKOFFICE_HOST: 'bo.ops.example' },
      { clock },
    );
  });
  afterAll(() => production.close());

  it('opens nothing but their own account until the enrolment is confirmed', async () => {
    const { staff } = await import('#app/db/schema.ts');
    const { hashPassword } = await import('../auth/password');
    await production.db
      .insert(staff)
      .values({
        login: 'ops',
        displayName: 'Ops',
        email: 'ops@ops.example',
        role: 'owner',
        passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      })
      .onConflictDoNothing();
    const client = backoffice(production);
    const host = client.onHost('bo.ops.example');
    const signIn = (await host.post('/api/staff/sign-in', { login: 'ops', password: DEMO_STAFF_PASSWORD })).json();
    expect(signIn).toMatchObject({ status: 'signedIn', me: { permissions: ['account.self'], totpRequired: true } });
    const refused = await host.get('/api/admin/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Enrol an authenticator first');
    await enrol(host, clock());
    expect((await host.get('/api/admin/staff')).statusCode).toBe(200);
  });
});
