import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { TestClient } from '#app/test/test-client.ts';
import { CONTACT_LIMIT } from './contact';

let app: FastifyInstance;
beforeAll(async () => {
  // Behind a trusted proxy, X-Forwarded-For gives each test its own address.
  app = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await app?.close();
});

const valid = {
  name: 'Maria Papadopoulou',
  email: 'maria@example.test',
  topic: 'payments',
  message: 'My deposit of €20 has not arrived yet.',
};
/** Each test writes from its own address, so the per-IP limit of one test does not spill into another. */
let addresses = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });
const inbox = (token: string | null = OWNER_KEY, limit = 50) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/contact-messages?limit=${limit}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('contact form', () => {
  it("stores a visitor's message with site, brand and language, and answers its reference", async () => {
    const client = new TestClient(app, 'site44.localhost');
    const response = await client.post('/api/help/contact', { ...valid, name: '  Maria  ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      siteId: 44,
      brandKey: 'hellas',
      userId: null,
      name: 'Maria',
      topic: 'payments',
      languageId: 2,
    });
  });

  it("links a player's message to the player, in the language the form sent", async () => {
    const player = await loggedInPlayer(app, 'site1.localhost');
    const response = await player.client.post('/api/help/contact', { ...valid, languageId: 2 });
    expect(response.statusCode).toBe(201);
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (response.json() as { id: number }).id));
    expect(row).toMatchObject({ siteId: 1, brandKey: 'playline', userId: player.userId, languageId: 2 });
  });

  it.each([
    ['a one-letter name', { name: 'M' }],
    ['an invalid e-mail', { email: 'maria.example.test' }],
    ['a too long e-mail', { email: `${'m'.repeat(250)}@example.test` }],
    ['an unknown topic', { topic: 'love-letters' }],
    ['a message under 10 characters', { message: '   help   ' }],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }],
    ['a missing field', { name: undefined }],
  ])('refuses %s with 400', async (_case, change) => {
    const client = new TestClient(app, 'site1.localhost');
    const response = await client.post('/api/help/contact', { ...valid, ...change }, fromNewAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('refuses a post without the XSRF token with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/help/contact',
      headers: { host: 'site1.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 429 with retry-after once an address sent its share of messages', async () => {
    const client = new TestClient(app, 'site1.localhost');
    const address = fromNewAddress();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await client.post('/api/help/contact', valid, address)).statusCode).toBe(201);
    }
    const refused = await client.post('/api/help/contact', valid, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.post('/api/help/contact', valid, fromNewAddress())).statusCode).toBe(201);
  });
});

describe("support's inbox", () => {
  it('lists the latest messages, newest first, with the admin token', async () => {
    const client = new TestClient(app, 'site77.localhost');
    const sent = (await client.post('/api/help/contact', { ...valid, topic: 'casino' }, fromNewAddress())).json() as {
      id: number;
    };
    const response = await inbox(OWNER_KEY, 5);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { id: number; siteId: number; topic: string }[] };
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]).toMatchObject({ id: sent.id, siteId: 77, topic: 'casino' });
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => b - a));
  });

  it('answers 401 without a key or with a wrong one, 403 for a role without support.chat, 400 for a bad limit', async () => {
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await inbox('wrong-token')).statusCode).toBe(401);
    expect((await inbox(testKey('finance'))).statusCode).toBe(403);
    expect((await inbox(OWNER_KEY, 0)).statusCode).toBe(400);
  });
});
