import { expect, type Page, type Route, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

interface Snapshot {
  html: string;
  boxes: string[];
  visible: string;
}

/**
 * Every element under #root in document order with its box, and the root's markup (decision 006), attributes in
 * name order: the parsed prerender keeps the server's order, React's client sets an input's `type` last. Installed
 * in the page, so the app's first render can be taken the moment it replaces the prerender, before anything it
 * schedules next (rows that come near the viewport draw their tiles) changes it.
 */
function installSnapshot() {
  const take = (): Snapshot => {
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
  };
  Object.assign(window, { takeSnapshot: take });
}

const snapshot = (page: Page) =>
  page.evaluate(() => (window as unknown as { takeSnapshot: () => Snapshot }).takeSnapshot());

/** The page as the app's first render drew it, taken as that render replaced the prerender. */
const firstRender = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstRender: Snapshot | null }).firstRender);

/**
 * Opens a prerendered page with the app's JavaScript held back, so the prerendered markup can be looked at alone.
 * Records layout shifts, and each time the root's own children are replaced after the parser filled it: React
 * swapping the prerender for the page is one replacement; the router's fallback in between would be two.
 */
async function openPrerendered(page: Page, siteId: number, path = '/') {
  const serverRendered = path === '/casino';
  await page.addInitScript(installSnapshot);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const swaps: string[][] = [];
    Object.assign(window, { shifts, swaps, firstRender: null });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      const added = records
        .filter((record) => (record.target as Element).id === 'root')
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node): node is Element => node instanceof Element && !node.classList.contains('pl-prerender'));
      if (added.length === 0) return;
      swaps.push(added.map((element) => element.className));
      const page = window as unknown as { firstRender: Snapshot | null; takeSnapshot: () => Snapshot };
      page.firstRender ??= page.takeSnapshot();
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
  // Data that loads later stays pending, so the first client render is compared with the prerender as it is; a page
  // the server drew from its data (decision 013) gets that data, which the app waits for before it renders.
  await page.route('**/api/**', () => {});
  if (serverRendered) await page.route('**/api/casino/lobby?*', (route) => route.continue());
  await page.goto(siteUrl(siteId, path), { waitUntil: 'commit' });
  await expect(page.locator('#root .pl-prerender h1')).toBeAttached();
  // Measured boxes mean something only once the stylesheet applies (it blocks painting, not measuring).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
  );
  return release;
}

/** `useId` names (`_R_…_` on the server, `_r_…_` in the client), numbered in order of appearance. */
function sameIds(html: string): string {
  const names = new Map<string, string>();
  return html.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
    if (!names.has(id)) names.set(id, `id-${names.size + 1}`);
    return names.get(id) ?? id;
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
const swaps = (page: Page) => page.evaluate(() => (window as unknown as { swaps: string[][] }).swaps);

for (const [siteId, path] of [
  [1, '/'],
  [44, '/'],
  [1, '/sports'],
  [54, '/sports'],
  [1, '/casino'],
  [44, '/casino'],
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
    const after = await firstRender(page);
    if (!after) throw new Error('the app never replaced the prerender');
    // renderToString separates adjacent text nodes with empty comments and puts the preloads of the images it drew
    // first; the client's DOM has the text nodes alone, and no preloads. `useId` names differ by renderer.
    expect(sameIds(after.html)).toBe(
      sameIds(before.html.replaceAll('<!-- -->', '').replace(/^(<link [^>]*rel="preload"[^>]*>)+/, '')),
    );
    expect(after.boxes).toEqual(before.boxes.filter((box) => !box.startsWith('LINK ')));
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
