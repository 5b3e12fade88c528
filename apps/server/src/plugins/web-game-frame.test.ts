import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';

const FRAME_HTML =
  '<!doctype html><html><body><main id="game"></main><script type="module" src="/assets/game-frame-1.js"></script></body></html>';
const dist = webFixture();
const frameFile = join(dist, 'game-frame.html');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => app.close());

const frame = () =>
  app.inject({ url: '/game-frame/?token=abcdefghijklmnopqrstuvwxyz', headers: { host: 'localhost:3000' } });

describe('/game-frame/', () => {
  it('answers the built frame page as is, not the SPA with its boot configuration', async () => {
    writeFileSync(frameFile, FRAME_HTML);
    const response = await frame();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FRAME_HTML);
  });

  it('says how to build it when the build has no frame', async () => {
    rmSync(frameFile);
    const response = await frame();
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('npm run build');
  });
});
