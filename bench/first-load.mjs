// JavaScript the home page loads before its first contentful paint (gzip, as served), per site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './server.mjs';

const DIST = join(import.meta.dirname, '../apps/web/dist');
const gzipBytes = (path) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;

export async function measureFirstLoad(baseUrl, sites = [1, 44, 54]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  const results = {};
  try {
    for (const siteId of sites) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const url = baseUrl.replace('localhost', `site${siteId}.localhost`);
      await page.goto(url, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, end: entry.responseEnd })),
      }));
      const own = timing.scripts.filter((script) => script.path.startsWith('/assets/'));
      const beforeRender = own.filter((script) => timing.fcp !== null && script.end <= timing.fcp);
      const sum = (list) => list.reduce((total, script) => total + gzipBytes(script.path), 0);
      results[`site${siteId}`] = {
        jsBeforeFirstRenderGzipKB: +(sum(beforeRender) / 1024).toFixed(1),
        jsAfterIdleGzipKB: +(sum(own) / 1024).toFixed(1),
        scriptsBeforeFirstRender: beforeRender.length,
        fcpMs: timing.fcp === null ? null : Math.round(timing.fcp),
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
