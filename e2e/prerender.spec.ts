import { expect, type Page, type Route, test } from '@playwright/test';
import { siteUrl } from './site';

/** Every element under #root in document order with its box, and the root's markup (decision 006). */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const prerendered = root?.querySelector('.pl-prerender');
    const content = prerendered ?? root;
    const boxes = Array.from(content?.querySelectorAll('*') ?? []).map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${box.x},${box.y} ${box.width}x${box.height}`;
    });
    return {
      html: content?.innerHTML ?? '',
      boxes,
      visible: prerendered ? getComputedStyle(prerendered).visibility : '',
    };
  });
}

/** Opens the home page with the app's JavaScript held back, so the prerendered markup can be looked at alone. */
async function openPrerendered(page: Page, siteId: number) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  // Data that loads later stays pending, so the first client render is compared with the prerender as it is.
  await page.route('**/api/**', () => {});
  await page.goto(siteUrl(siteId), { waitUntil: 'commit' });
  await expect(page.locator('#root .pl-prerender h1')).toBeAttached();
  // Measured boxes mean something only once the stylesheet applies (it blocks painting, not measuring).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
  );
  return release;
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

for (const siteId of [1, 44]) {
  test(`site ${siteId}: the phone paints the prerendered home page and the app takes over without a shift`, async ({
    page,
  }) => {
    const release = await openPrerendered(page, siteId);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await snapshot(page);
    expect(before.visible).toBe('visible');

    release();
    await expect(page.locator('.pl-prerender')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const after = await snapshot(page);
    // renderToString separates adjacent text nodes with empty comments; the client's DOM has the text nodes alone.
    expect(after.html).toBe(before.html.replaceAll('<!-- -->', ''));
    expect(after.boxes).toEqual(before.boxes);
    expect(await shifts(page)).toEqual([]);
  });
}

test('a desktop screen keeps the phone prerender unpainted and renders its own layout without a shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await openPrerendered(page, 1);
  expect((await snapshot(page)).visible).toBe('hidden');

  release();
  await expect(page.locator('.pl-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('navigation')).toBeVisible();
  expect(await shifts(page)).toEqual([]);
});
