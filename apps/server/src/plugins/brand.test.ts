import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ HOST_MAP: 'bet.example.gr=54' });
});
afterAll(() => app.close());

/** The brand the server chose, as the web app sees it in its boot configuration. */
async function bootFor(host?: string) {
  const response = await app.inject({ url: '/api/boot', headers: host === undefined ? {} : { host } });
  expect(response.statusCode).toBe(200);
  return response.json<{ siteId: number; brand: { name: string; defaultLanguageId: number; theme: string } }>();
}

describe('brand resolution (design §5)', () => {
  it('serves site 44, Hellas Bet in Greek, on site44.localhost whatever the port', async () => {
    const boot = await bootFor('site44.localhost:3000');
    expect(boot.siteId).toBe(44);
    expect(boot.brand).toMatchObject({ name: 'Hellas Bet', defaultLanguageId: 2, theme: 'aegean' });
  });

  it('gives an unknown site id the default brand configuration', async () => {
    const boot = await bootFor('site999.localhost:3000');
    expect(boot.siteId).toBe(1);
    expect(boot.brand.name).toBe('Playline');
  });

  it('knows the hosts the registry lists, and those of HOST_MAP', async () => {
    expect((await bootFor('www.kickoff.test')).siteId).toBe(84);
    expect((await bootFor('shop.arena.test')).siteId).toBe(78);
    expect((await bootFor('BET.example.gr:8443')).siteId).toBe(54);
  });

  it('falls back to DEFAULT_SITE_ID for any other host, or none', async () => {
    expect((await bootFor('localhost:3000')).siteId).toBe(1);
    expect((await bootFor('')).siteId).toBe(1);
  });

  it('honours another DEFAULT_SITE_ID', async () => {
    const greek = await buildTestApp({ DEFAULT_SITE_ID: '44' });
    try {
      const response = await greek.inject({ url: '/api/boot', headers: { host: 'unknown.example' } });
      expect(response.json()).toMatchObject({ siteId: 44, brand: { name: 'Hellas Bet' } });
    } finally {
      await greek.close();
    }
  });
});
