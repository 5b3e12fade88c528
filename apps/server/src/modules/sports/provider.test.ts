import { providerLaunchSchema, providerVerifySchema } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import { PROVIDER_TOKEN_TTL_MS } from './provider-token';
import { useTestFeedApp } from './test-feed';

let now = new Date('2025-05-17T12:00:00Z');
const sports = useTestFeedApp(
  { SPORTS_PROVIDER_URLS: 'arena:digitain=https://sb.example.com/frame?lang=en' },
  { clock: () => now },
);

async function launch(client: TestClient, provider: string) {
  const response = await client.get(`/api/sports/providers/${provider}/launch`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return providerLaunchSchema.parse(response.json());
}

async function verify(client: TestClient, token: string) {
  const response = await client.post('/api/sports/providers/verify', { token });
  expect(response.statusCode).toBe(200);
  return providerVerifySchema.parse(response.json());
}

describe('sports provider frames', () => {
  it('launch our own sportsbook embedded on the same origin for the demo brands', async () => {
    const client = new TestClient(sports.app);
    const launched = await launch(client, 'digitain');
    expect(launched).toMatchObject({ url: '/sports?embed=digitain', origin: 'http://localhost' });
    expect(await verify(client, launched.token)).toEqual({ ok: true, provider: 'digitain' });
    expect((await launch(client, 'providers')).url).toBe('/sports?embed=providers');
  });

  it("launch the brand's configured frame with its origin", async () => {
    const arena = new TestClient(sports.app, 'site77.localhost');
    const launched = await launch(arena, 'digitain');
    expect(launched).toMatchObject({ url: 'https://sb.example.com/frame?lang=en', origin: 'https://sb.example.com' });
    // Another provider of the same brand is not configured: our own sportsbook.
    expect((await launch(arena, 'providers')).url).toBe('/sports?embed=providers');
  });

  it('reject a forged, tampered, foreign-brand or expired token', async () => {
    const client = new TestClient(sports.app);
    const { token } = await launch(client, 'providers');
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, provider: 'digitain' })).toString('base64url');
    const rejected = { ok: false, provider: null };
    expect(await verify(client, `${tampered}.${signature}`)).toEqual(rejected);
    expect(await verify(client, `${payload}.${'A'.repeat(signature.length)}`)).toEqual(rejected);
    expect(await verify(client, 'not-a-token')).toEqual(rejected);
    expect(await verify(client.onHost('site77.localhost'), token)).toEqual(rejected);
    now = new Date(now.getTime() + PROVIDER_TOKEN_TTL_MS + 1);
    expect(await verify(client, token)).toEqual(rejected);
  });

  it('answer 400 for an unknown provider or a missing token', async () => {
    const client = new TestClient(sports.app);
    expect((await client.get('/api/sports/providers/acme/launch')).statusCode).toBe(400);
    expect((await client.post('/api/sports/providers/verify', {})).statusCode).toBe(400);
    expect((await client.post('/api/sports/providers/verify', { token: '' })).statusCode).toBe(400);
  });
});
