import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/**
 * The issues' guard rails: the home route (issue 2) and the sports home (issue 4) may each load at most 160 KB of
 * gzipped JavaScript up to network idle (targets and the full figures are in bench/).
 */
const LIMIT_BYTES = 160 * 1024;
const DIST = join(import.meta.dirname, '../apps/web/dist');

/** Every script of ours the page requests until the network is idle, with its gzip size. */
async function scriptsLoaded(page: Page, path: string, ready: () => Promise<void>) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
  test.info().annotations.push({ type: `${path} JS gzip bytes`, description: JSON.stringify({ total, sizes }) });
  expect(scripts.size).toBeGreaterThan(0);
  return total;
}

test('the home route loads at most 160 KB of gzipped JavaScript', async ({ page }) => {
  const total = await scriptsLoaded(page, '/', () =>
    expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(),
  );
  expect(total).toBeLessThanOrEqual(LIMIT_BYTES);
});

test('the sports home loads at most 160 KB of gzipped JavaScript, with its highlights shown', async ({ page }) => {
  const total = await scriptsLoaded(page, '/sports', () =>
    expect(page.getByRole('region', { name: 'Highlights' }).getByRole('button').first()).toBeVisible({
      timeout: 15_000,
    }),
  );
  expect(total).toBeLessThanOrEqual(LIMIT_BYTES);
});
