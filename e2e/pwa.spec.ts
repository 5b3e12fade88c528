import { expect, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

/**
 * The installable app (issue 9). The browser tests block service workers (playwright.config.ts); the worker's
 * tests here allow them.
 */

/** Waits until the worker is active, then reloads so it controls the page (a first worker does not claim). */
async function controlledPage(page: Page, url: string) {
  await openApp(page, url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toContain('/sw.js');
}

/** The /assets/ requests that fail from now on (offline: a build file neither precached nor cached at runtime). */
function failedBuildFiles(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const path = new URL(request.url()).pathname;
    // A reload cancels the previous document's requests: those are not the cache's failures.
    if (path.startsWith('/assets/') && request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(path);
  });
  return failed;
}

/**
 * Offline, the app rendered over the prerendered markup (every script the page needed ran), and the connection
 * check opens the app's own "connection lost" dialog.
 */
async function expectOfflineApp(page: Page) {
  await expect(page.locator('#root > .pl-prerender')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('header').first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByRole('alertdialog')).toBeVisible();
}

/** Dispatches Chromium's install offer; true when the app's listener took it (it cancels the browser's own bar). */
const dispatchOffer = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Chromium's install offer, dispatched until the (lazily loaded) app listens and has taken it. */
async function offerInstall(page: Page) {
  await expect.poll(() => dispatchOffer(page), { timeout: 15_000 }).toBe(true);
}

/**
 * Waits until the app has loaded the installer card, which it does once it decided the device could install
 * (pwa-host.tsx), and has rendered another page since: a card that should show is on screen from then on, so a
 * hidden card is the app's decision and not a card still loading.
 */
async function settleInstaller(page: Page) {
  // Vite's preload puts the card's module and stylesheets in the head, and imports the module once they all loaded.
  const module = await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][href*="/installer-banner-"]');
    const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    return link && sheets.every((sheet) => sheet.sheet !== null) ? link.href : null;
  });
  // The same module the app imports: once it ran here, the app's lazy card has resolved too.
  const href = (await module.jsonValue()) as string;
  await page.evaluate((url) => import(url).then(() => undefined), href);
  // Another page (a client-side navigation, which renders the installer's host again, card included).
  await page.locator('footer a[href="/help/contact-us"]').click();
  await expect(page.locator('main form')).toBeVisible();
}

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers, controls the page, and paints the shell offline, also for a page never visited', async ({
    page,
    context,
  }) => {
    await controlledPage(page, siteUrl(1, '/'));

    await context.setOffline(true);
    const failed = failedBuildFiles(page);
    await page.reload();
    await expect(page.getByRole('link', { name: /Playline home/i }).first()).toBeVisible();
    await expectOfflineApp(page);
    expect(failed).toEqual([]);

    await page.goto(siteUrl(1, '/help'));
    await expect(page.locator('header').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('precaches only the first screen, and still opens the first visit’s page offline', async ({ page, context }) => {
    await openApp(page, siteUrl(44, '/'));
    const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const precached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
      const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return keys.flat().map((request) => new URL(request.url).pathname);
    });
    // The entry, its static imports and its stylesheet; the whole app was 270-odd files.
    expect(precached).toContain(entry);
    expect(precached.length).toBeLessThanOrEqual(40);

    // The page was not controlled: it tells the worker what it loaded, and the worker caches it.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const loaded = performance
              .getEntriesByType('resource')
              .map((resource) => new URL(resource.name))
              .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
            const cached = await Promise.all(loaded.map((url) => caches.match(url.href)));
            return cached.filter((response) => !response).length;
          }),
        { timeout: 15_000 },
      )
      .toBe(0);

    // A new tab (this one, never controlled, may fetch on the offline event from the network and fail).
    await context.setOffline(true);
    const offlinePage = await context.newPage();
    const failed = failedBuildFiles(offlinePage);
    await offlinePage.goto(siteUrl(44, '/'));
    await expectOfflineApp(offlinePage);
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });

  test('offers a new version, and after "Update now" says it is updating and reloads', async ({ page }) => {
    await controlledPage(page, siteUrl(44, '/'));
    await page.evaluate(() => {
      (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate = true;
    });

    // A worker from another script URL is a new version to the browser, exactly as a new build's /sw.js is.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?e2e-update=1', { scope: '/' }));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Υπάρχει διαθέσιμη νέα έκδοση.');
    await dialog.getByRole('button', { name: 'Ενημέρωση τώρα' }).click();

    await expect(page.getByText('Γίνεται ενημέρωση στη νέα έκδοση…')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate ?? false), {
        timeout: 15_000,
      })
      .toBe(false);
    // The reloaded page is still served by a worker (the new one, or the app's own /sw.js it registers again).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});

test.describe('installer', () => {
  test('shows on the browser’s offer; dismissed, it stays hidden after a reload', async ({ page }) => {
    await openApp(page, siteUrl(1, '/'));
    await offerInstall(page);
    await expect(page.getByText('Get the Playline app')).toBeVisible();

    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByText('Get the Playline app')).toBeHidden();
    const hideUntil = await page.evaluate(() => Number(localStorage.getItem('installer_hide_until')));
    expect(hideUntil).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await page.reload();
    await offerInstall(page);
    await settleInstaller(page);
    await expect(page.getByText('Get the Playline app')).toBeHidden();
  });

  test('has nothing to offer on a shop terminal', async ({ page }) => {
    await openApp(page, siteUrl(54, '/'));
    await offerInstall(page);
    await settleInstaller(page);
    // The shop speaks Greek (its brand's default language): "Get the Hellas Bet Shop app".
    await expect(page.getByText('Κατεβάστε την εφαρμογή Hellas Bet Shop')).toBeHidden();
  });
});

test.describe('installer on iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('shows without any offer and opens the three steps', async ({ page }) => {
    await openApp(page, siteUrl(1, '/'));
    await page.getByRole('button', { name: 'How?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Add Playline to your home screen');
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog).toContainText('Add to Home Screen');
  });

  test('stays hidden when opened from the home screen', async ({ page, context }) => {
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }));
    await openApp(page, siteUrl(1, '/app'));
    await expect(page.getByRole('status')).toContainText('The app is installed');
    await openApp(page, siteUrl(1, '/help'));
    await settleInstaller(page);
    await expect(page.getByRole('button', { name: 'How?' })).toBeHidden();
  });
});

test.describe('landing pages', () => {
  test('/app says why and how on site 1 and in Greek on site 44', async ({ page }) => {
    await openApp(page, siteUrl(1, '/app'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playline on your home screen');
    await expect(page.getByRole('heading', { name: 'How to install' })).toBeVisible();

    await openApp(page, siteUrl(44, '/app'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('στην αρχική σας οθόνη');
    await openApp(page, siteUrl(44, '/app/sports'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('σπορ');
  });
});

test.describe('app version', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new version says what is new once, and drops the caches of the old one', async ({ page, context }) => {
    await openApp(page, siteUrl(1, '/'));
    await page.evaluate(async () => {
      localStorage.setItem('app_ver', JSON.stringify('0.0.1'));
      await caches.open('playline-pages-v0.0.1');
    });

    await page.reload();
    await expect(page.getByText(/You're on version/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => caches.has('playline-pages-v0.0.1'))).toBe(false);

    await page.reload();
    // The version check ran (it is followed by the start's `pwa` event), and a toast raised after it shows: a
    // "what's new" toast raised by the check would show with it.
    await expect
      .poll(() =>
        page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.map(({ event }) => event)),
      )
      .toContain('pwa');
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('You are back online')).toBeVisible();
    await expect(page.getByText(/You're on version/)).toBeHidden();
  });
});
