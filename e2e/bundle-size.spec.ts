import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The guard rail: the home route's JavaScript may not exceed 160 KB gzip (target 140 KB, see bench/). */
const LIMIT_BYTES = 160 * 1024;
const DIST = join(import.meta.dirname, '../apps/web/dist');

test('the home route loads at most 160 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts].map((path) => ({
    path,
    gzip: gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  test.info().annotations.push({ type: 'home JS gzip bytes', description: JSON.stringify({ total, sizes }) });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LIMIT_BYTES);
});
