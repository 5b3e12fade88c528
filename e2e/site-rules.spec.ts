import { expect, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

/**
 * Site-wide rules of issue 9 in a real browser: cookie consent on the brand with a cookie policy, reloading a page
 * that was hidden too long, the registration invitation and the access-denied page.
 */

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));

/** Makes the page believe it was hidden or shown, as a phone does when the player switches apps. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('site 44 asks for cookie consent once and keeps analytics back until the visitor accepts', async ({ page }) => {
  await openApp(page, siteUrl(44));
  const banner = page.getByRole('region', { name: /^Cookies στο Hellas/ });
  await expect(banner).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Αποδοχή όλων' }).click();
  await expect(banner).toBeHidden();
  await openApp(page, siteUrl(44));
  await expect(page.getByRole('region', { name: /^Cookies/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ρυθμίσεις cookies' }).click();
  await expect(page.getByRole('region', { name: /^Cookies στο Hellas/ })).toBeVisible();
});

test('site 1 has no cookie banner', async ({ page }) => {
  await openApp(page, siteUrl(1));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The services started after the first render have (the installable app's `pwa` event): the banner is one of them.
  await expect.poll(() => dataLayerEvents(page)).toContain('pwa');
  await expect(page.getByRole('region', { name: /^Cookies/ })).toHaveCount(0);
});

test('a page hidden longer than the configured time reloads when it becomes visible again', async ({ page }) => {
  // The brand's setting is minutes; the test shortens it to one second in the boot configuration the page reads.
  await page.addInitScript(() => {
    let boot: { brand: { reloadOnVisibleSeconds: number } } | undefined;
    Object.defineProperty(window, '__PLAYLINE_BOOT__', {
      configurable: true,
      get: () => boot,
      set: (value) => {
        boot = value;
        if (boot) boot.brand.reloadOnVisibleSeconds = 1;
      },
    });
  });
  // The page's clock: hidden time passes at once, and a reload the app schedules runs when the clock reaches it.
  await page.clock.install();
  await openApp(page, siteUrl(1, '/sports'));
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads.push(request.url());
  });
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });

  // Hidden for less than the second: shown again, it schedules no reload (one would run within the next 500 ms).
  await setVisibility(page, 'hidden');
  await page.clock.fastForward(300);
  await setVisibility(page, 'visible');
  await page.clock.fastForward(500);

  // Hidden for longer: it reloads, and that is the only reload (a reload of the short hide would have come first).
  await setVisibility(page, 'hidden');
  await page.clock.fastForward(1_300);
  const reloaded = page.waitForEvent('load');
  await setVisibility(page, 'visible');
  await page.clock.fastForward(500);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(reloads).toHaveLength(1);
});

test('a visitor is invited to register after looking around, and not again on the next visit', async ({ page }) => {
  await page.clock.install();
  await openApp(page, siteUrl(1));
  await page.clock.fastForward(46_000);
  const invitation = page.getByRole('dialog', { name: 'New to Playline?' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: 'Not now' }).click();
  await expect(invitation).toBeHidden();

  await openApp(page, siteUrl(1));
  await page.clock.fastForward(46_000);
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New to Playline?' })).toHaveCount(0);
});

test('/access-denied offers the way home and to support', async ({ page }) => {
  await page.goto(siteUrl(1, '/access-denied'));
  const main = page.getByRole('region', { name: 'Access denied' });
  await expect(main.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await main.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/help\/contact-us$/);
});
