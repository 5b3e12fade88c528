import { expect, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';
import { fetchApi, upcomingFootballEvent } from './sports-kit';

/**
 * Issue 21, desktop: at 1440 × 900 a sports tree on the left, the slip column only where bets are taken, and an
 * event's market tabs all in reach; on a phone the tree's code never loads.
 */

/** The scripts of ours a page requests, from now on. */
function scriptsRequested(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
  });
  return scripts;
}

const TREE_CHUNK = /\/sports-tree-[\w-]+\.js$/;

test.describe('desktop, 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

  test('the sports tree lists sports with counts, opens to countries and leagues, and a league opens its page', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await openApp(page, '/sports');
    const tree = page.getByRole('navigation', { name: 'Sports A–Z' });
    // Every sport with its count of matches, A–Z.
    const football = tree.getByRole('button', { name: /^Football \d+ matches$/ });
    await expect(football).toHaveAttribute('aria-expanded', 'false');
    // Each row's first text is its name (then the count, a number to the eye and "n matches" to a screen reader).
    const names = await tree
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.querySelector('span')?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      [...scripts].some((file) => TREE_CHUNK.test(file)),
      'the tree is its own chunk',
    ).toBe(true);

    await football.click();
    await expect(football).toHaveAttribute('aria-expanded', 'true');
    const { countries } = await fetchApi<{ countries: { name: string; eventCount: number }[] }>(
      page,
      '/api/sports/football',
    );
    const busiest = countries[0];
    expect(busiest, 'a country with football').toBeTruthy();
    const country = tree.getByRole('button', { name: `${busiest?.name} ${busiest?.eventCount} matches` });
    await country.click();
    const league = tree.getByRole('link', { name: /\d+ matches$/ }).first();
    const leagueName = (await league.locator('span').first().textContent()) ?? '';
    await league.click();
    await expect(page).toHaveURL(/\/sports\/football\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: leagueName, exact: true })).toBeVisible();
    await expect(tree.getByRole('link', { name: new RegExp(`^${leagueName} `) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Beside a league: the slip.
    await expect(page.getByRole('heading', { name: 'Bet slip', exact: true })).toBeVisible();
  });

  test('the casino has no slip column; an event page shows every market tab', async ({ page }) => {
    await openApp(page, '/casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Site sections' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bet slip', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sports A–Z' })).toHaveCount(0);

    const event = await upcomingFootballEvent(page);
    await openApp(page, `/sports/event/${event.id}`);
    const tabs = page.getByRole('tablist', { name: 'Markets' });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const all = await tabs.getByRole('tab').all();
    expect(all.length).toBeGreaterThan(5);
    // Nothing hidden past an edge: each tab wholly on screen without scrolling sideways.
    for (const tab of all) await expect(tab).toBeInViewport({ ratio: 1 });
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    const last = all[all.length - 1];
    await last?.click();
    await expect(last as NonNullable<typeof last>).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Bet builder' })).toBeInViewport({ ratio: 1 });
  });
});

test('on a phone the sports tree is neither drawn nor its code loaded', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await openApp(page, siteUrl(44, '/sports'));
  // Site 44 speaks Greek: wait for a match row rather than for words.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts].filter((file) => TREE_CHUNK.test(file))).toEqual([]);
  await expect(page.getByRole('navigation', { name: /Sports A–Z|Αθλήματα Α–Ω/ })).toHaveCount(0);
});
