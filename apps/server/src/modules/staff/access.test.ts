import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { backoffice, signedIn } from './test-kit';

const ADMIN_TOKEN = 'access-test-admin-token-0123456789';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(() => app.close());

const as = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('API keys (issue 22)', () => {
  it('an owner creates a named key with a role; it works at once, is shown once, and stops when revoked', async () => {
    const created = await as(OWNER_KEY, 'POST', '/api/admin/api-keys', { name: 'nightly report', role: 'finance' });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json();
    expect(key).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'nightly report', role: 'finance', createdBy: 'test owner', revokedAt: null });
    expect((await as(key, 'GET', '/api/admin/ledger/check')).statusCode).toBe(200);
    expect((await as(key, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    const listed = (await as(OWNER_KEY, 'GET', '/api/admin/api-keys')).json().items;
    expect(JSON.stringify(listed)).not.toContain(key);

    const revoked = await as(OWNER_KEY, 'DELETE', `/api/admin/api-keys/${apiKey.keyId}`);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect((await as(key, 'GET', '/api/admin/ledger/check')).statusCode).toBe(401);
  });

  it('only an owner manages keys and staff: an admin may not hand out access', async () => {
    const admin = testKey('admin');
    expect((await as(admin, 'POST', '/api/admin/api-keys', { name: 'x', role: 'owner' })).statusCode).toBe(403);
    const member = {
      login: 'new-agent',
      displayName: 'New',
      email: 'n@ops.example',
      role: 'owner',
      password: 'x'.repeat(12),
    };
    expect((await as(admin, 'POST', '/api/admin/staff', member)).statusCode).toBe(403);
  });
});

describe('staff accounts', () => {
  it('an owner creates a member who can sign in; disabling them ends their session', async () => {
    const body = {
      login: 'agent.k',
      displayName: 'Agent K',
      email: 'k@ops.example',
      role: 'support',
      password: 'a-long-password',
    };
    const created = await as(OWNER_KEY, 'POST', '/api/admin/staff', body);
    expect(created.statusCode).toBe(201);
    expect((await as(OWNER_KEY, 'POST', '/api/admin/staff', body)).statusCode).toBe(409);
    const client = await signedIn(app, 'agent.k', 'a-long-password');
    expect((await client.get('/api/staff/me')).json().role).toBe('support');
    const { staffId } = created.json();
    expect((await as(OWNER_KEY, 'PATCH', `/api/admin/staff/${staffId}`, { disabled: true })).json().disabled).toBe(
      true,
    );
    expect((await client.get('/api/staff/me')).statusCode).toBe(401);
    const again = await backoffice(app).post('/api/staff/sign-in', { login: 'agent.k', password: 'a-long-password' });
    expect(again.json().status).toBe('refused');
  });

  it('keeps at least one owner, and nobody changes their own role', async () => {
    const owners = (await as(OWNER_KEY, 'GET', '/api/admin/staff'))
      .json()
      .items.filter((m: { role: string }) => m.role === 'owner');
    expect(owners).toHaveLength(1);
    const last = await as(OWNER_KEY, 'PATCH', `/api/admin/staff/${owners[0].staffId}`, { role: 'admin' });
    expect(last.statusCode).toBe(409);
    const client = await signedIn(app, 'owner');
    const own = await client.patch(`/api/admin/staff/${owners[0].staffId}`, { role: 'support' });
    expect(own.statusCode).toBe(409);
  });
});

describe('the ADMIN_TOKEN creates the first owner, and nothing else', () => {
  it('opens no operator endpoint', async () => {
    expect((await as(ADMIN_TOKEN, 'GET', '/api/admin/audit')).statusCode).toBe(401);
  });

  it('bootstraps an owner only while there is no staff account', async () => {
    const owner = {
      login: 'first',
      displayName: 'First Owner',
      email: 'first@ops.example',
      password: 'first-owner-pass',
    };
    expect((await as('wrong-token', 'POST', '/api/admin/bootstrap', owner)).statusCode).toBe(403);
    expect((await as(ADMIN_TOKEN, 'POST', '/api/admin/bootstrap', owner)).statusCode).toBe(409);
    await app.db.delete(staff);
    const created = await as(ADMIN_TOKEN, 'POST', '/api/admin/bootstrap', owner);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ login: 'first', role: 'owner' });
    expect((await as(ADMIN_TOKEN, 'POST', '/api/admin/bootstrap', { ...owner, login: 'second' })).statusCode).toBe(409);
  });
});
