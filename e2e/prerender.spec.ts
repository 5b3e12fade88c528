import { expect, type Page, type Route, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

/**
 * Every element under #root in document order with its box, and the root's markup (decision 006), attributes in
 * name order: the parsed prerender keeps the server's order, React's client sets an input's `type` last.
 */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const prerendered = root?.querySelector('.pl-prerender');
    const content = prerendered ?? root;
    const boxes = Array.from(content?.querySelectorAll('*') ?? []).map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${box.x},${box.y} ${box.width}x${box.height}`;
    });
    const copy = content?.cloneNode(true) as Element | undefined;
    for (const element of Array.from(copy?.querySelectorAll('*') ?? [])) {
      const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const);
      attributes.sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attributes) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
    return {
      html: copy?.innerHTML ?? '',
      boxes,
      visible: prerendered ? getComputedStyle(prerendered).visibility : '',
    };
  });
}

/**
 * Opens a prerendered page with the app's JavaScript held back, so the prerendered markup can be looked at alone.
 * Records layout shifts, and each time the root's own children are replaced after the parser filled it: React
 * swapping the prerender for the page is one replacement; the router's fallback in between would be two.
 */
async function openPrerendered(page: Page, siteId: number, path = '/') {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const swaps: string[][] = [];
    Object.assign(window, { shifts, swaps });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      const added = records
        .filter((record) => (record.target as Element).id === 'root')
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node): node is Element => node instanceof Element && !node.classList.contains('pl-prerender'));
      if (added.length > 0) swaps.push(added.map((element) => element.className));
    }).observe(document, { childList: true, subtree: true });
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
  await page.goto(siteUrl(siteId, path), { waitUntil: 'commit' });
  await expect(page.locator('#root .pl-prerender h1')).toBeAttached();
  // Measured boxes mean something only once the stylesheet applies (it blocks painting, not measuring).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
  );
  return release;
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
const swaps = (page: Page) => page.evaluate(() => (window as unknown as { swaps: string[][] }).swaps);

for (const [siteId, path] of [
  [1, '/'],
  [44, '/'],
  [1, '/sports'],
  [54, '/sports'],
] as const) {
  test(`site ${siteId}: the phone paints the prerendered ${path} and the app takes over without a shift`, async ({
    page,
  }) => {
    const release = await openPrerendered(page, siteId, path);
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
    // One commit replaced the prerender with the page: no fallback shell in between (a lazy route on /sports).
    expect(await swaps(page)).toHaveLength(1);
  });
}

test('the /sports HTML holds the sports home before any JavaScript runs; other sports paths do not', async ({
  browser,
  request,
}) => {
  // Node does not resolve site<ID>.localhost as Chromium does: the site goes in the Host header.
  const html = async (path: string) => (await request.get(path, { headers: { host: 'site1.localhost' } })).text();
  const sports = await html('/sports');
  expect(sports).toContain('<div id="root"><div class="pl-prerender">');
  expect(sports).toMatch(/<input [^>]*placeholder="Search teams and leagues"/);
  expect(sports).toContain('href="/sports/football"');
  expect(await html('/sports/football')).toContain('<div id="root"></div>');

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl(54, '/sports'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.locator('#root .pl-prerender a[href="/sports/football"]')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('after the app takes over the prerendered /sports, a sport chip navigates', async ({ page }) => {
  await openApp(page, siteUrl(1, '/sports'));
  await page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: /Basketball/ })
    .click();
  await expect(page).toHaveURL(/\/sports\/basketball$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Basketball');
});

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
