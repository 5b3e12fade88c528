// Is each site installable as an app (issue 9)? Lighthouse 12 dropped its PWA category and the
// `installable-manifest` audit, so this asks Chromium itself over the DevTools protocol: `Page.getInstallabilityErrors`
// (empty = installable), the manifest it parsed (`Page.getAppManifest`), and whether the service worker controls
// the start URL and answers it offline. `node bench/pwa-installability.mjs` starts its own server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, startServer } from './server.mjs';

const SITES = [1, 44];

async function measureSite(port, siteId) {
  const origin = `http://site${siteId}.localhost:${port}`;
  // A profile on disk: Chromium never offers to install from an incognito context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'playline-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.slice(1),
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const parsed = manifest.data ? JSON.parse(manifest.data) : {};
    const icons = parsed.icons ?? [];
    // Fetched by the page: Node cannot resolve `site<ID>.localhost`, Chromium maps it to loopback itself.
    const pngIcons = icons.filter((entry) => entry.type === 'image/png');
    const iconStatus = await page.evaluate(
      (list) => Promise.all(list.map(async (icon) => [icon.sizes, (await fetch(icon.src)).status])),
      pngIcons,
    );
    await context.setOffline(true);
    const offline = await page.reload({ waitUntil: 'load' }).then(
      (response) => ({ status: response?.status() ?? null, fromServiceWorker: response?.fromServiceWorker() ?? false }),
      (error) => ({ error: String(error.message ?? error) }),
    );
    await context.setOffline(false);
    return {
      siteId: siteId,
      installable: installabilityErrors.length === 0,
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      manifestErrors: manifest.errors.map((error) => error.message),
      manifest: {
        name: parsed.name,
        start_url: parsed.start_url,
        display: parsed.display,
        maskableIcons: icons.filter((icon) => icon.purpose?.includes('maskable')).map((icon) => icon.sizes),
        pngIconStatus: Object.fromEntries(iconStatus),
      },
      serviceWorkerControlsStartUrl: controlled,
      offlineStartUrl: offline,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureInstallability(port) {
  const sites = [];
  for (const siteId of SITES) sites.push(await measureSite(port, siteId));
  return { budget: { installabilityErrors: 0 }, sites };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(Number(process.env.PORT ?? 3318));
  try {
    console.log(JSON.stringify(await measureInstallability(server.port), null, 2));
  } finally {
    server.stop();
  }
}
