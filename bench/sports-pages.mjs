// The sportsbook's pages on a phone: JavaScript /sports loads (gzip, up to network idle) and Lighthouse mobile of
// /sports and of an event page (issue 4: JS ≤ 160 KB, performance ≥ 95).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureLighthouseMedian } from './lighthouse.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './server.mjs';

const DIST = join(import.meta.dirname, '../apps/web/dist');
const gzipBytes = (path) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;

/** Gzip KB of our own scripts a page has loaded once the network is idle. */
async function scriptsAfterIdle(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const paths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    );
    return +(paths.reduce((total, path) => total + gzipBytes(path), 0) / 1024).toFixed(1);
  } finally {
    await browser.close();
  }
}

export async function benchSportsPages(baseUrl) {
  const { highlights } = await (await fetch(`${baseUrl}/api/sports/highlights`)).json();
  const eventPath = `/sports/event/${highlights[0].id}`;
  return {
    budgets: { sportsJsGzipKB: 160, lighthousePerformance: 95 },
    sportsJsGzipKB: await scriptsAfterIdle(`${baseUrl}/sports`),
    eventJsGzipKB: await scriptsAfterIdle(`${baseUrl}${eventPath}`),
    lighthouseMobile: {
      sports: await measureLighthouseMedian(`${baseUrl}/sports`, 3),
      event: { path: eventPath, ...(await measureLighthouseMedian(`${baseUrl}${eventPath}`, 3)) },
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server.mjs');
  const server = await startServer(3291);
  try {
    console.log(JSON.stringify(await benchSportsPages(server.url), null, 2));
  } finally {
    server.stop();
  }
}
