import { THEME_SEEDS } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, host: string) => app.inject({ url, headers: { host } });

describe('per-brand web app manifest', () => {
  it("installs Hellas Bet under its name, colours and language, from '/'", async () => {
    const response = await get('/manifest.webmanifest', 'site44.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Hellas Bet',
      short_name: 'Hellas Bet',
      start_url: '/',
      display: 'standalone',
      lang: 'el',
      theme_color: '#f3f6fa',
      background_color: '#f3f6fa',
    });
  });

  it('differs per brand and lists SVG and PNG icons, including maskable ones', async () => {
    const playline = (await get('/manifest.webmanifest', 'localhost')).json();
    const arena = (await get('/manifest.webmanifest', 'site78.localhost')).json();
    expect(playline).toMatchObject({ name: 'Playline', theme_color: '#0b1020', lang: 'en' });
    expect(arena).toMatchObject({ name: 'Arena Shop', theme_color: '#121212' });
    const purposes = playline.icons.map((icon: { src: string; purpose: string }) => `${icon.src} ${icon.purpose}`);
    expect(purposes).toEqual([
      '/icons/icon.svg any',
      '/icons/maskable.svg maskable',
      '/icons/icon-192.png maskable',
      '/icons/icon-512.png maskable',
    ]);
  });
});

describe('generated brand icons', () => {
  it("draws the brand's initial on its primary colour", async () => {
    const response = await get('/icons/icon.svg', 'site135.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain(`fill="${THEME_SEEDS.crimson.primary}"`);
    expect(response.body).toMatch(/>C<\/text>/);
    const maskable = await get('/icons/maskable.svg', 'site135.localhost');
    expect(maskable.body).not.toContain('rx="112"');
  });

  it('renders PNG icons at the sizes the manifest names', async () => {
    for (const size of [192, 512]) {
      const png = (await get(`/icons/icon-${size}.png`, 'site84.localhost')).rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect((await get('/icons/icon-64.png', 'site84.localhost')).statusCode).toBe(400);
  });
});
