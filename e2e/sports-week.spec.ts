import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freePort } from './scale-kit';
import { eventRows, region } from './sports-kit';

/**
 * Issue 21 on a phone, on a server of its own whose feed plays a Thursday afternoon (FEED_START), the hour the issue
 * found no football at all: the sports home leads with football, and a search row says its day, sport and league.
 */
const THURSDAY_AFTERNOON = '2026-11-26T15:00:00Z';
const SERVER = join(import.meta.dirname, '../apps/server/dist/main.js');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  // A second server starting beside the suite's (a few seconds alone, much longer on a loaded machine).
  test.setTimeout(90_000);
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'playline-e2e-week-')),
      // Its own embedded database and hub, as the suite's server has.
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED_START: THURSDAY_AFTERNOON,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  origin = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/ping`).catch(() => null))?.ok ?? false, { timeout: 85_000 })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

/** The sports home with the browser's clock on the feed's Thursday, so "Today" means that day. */
async function openSportsHome(page: Page) {
  await page.clock.install({ time: new Date(THURSDAY_AFTERNOON) });
  await page.goto(`${origin}/sports`);
  await expect(page.locator('#root > .pl-prerender')).toHaveCount(0, { timeout: 15_000 });
}

test('on a Thursday afternoon the sports home leads with football: highlights, and football starting soon', async ({
  page,
}) => {
  await openSportsHome(page);
  const highlights = eventRows(region(page, 'Highlights'));
  await expect(highlights.first()).toContainText(/(Today|Tomorrow) · Football · /);
  const sports = await highlights.evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
  expect(sports.length).toBeGreaterThanOrEqual(6);
  // Football first, then the brand's other sports: never football after another sport.
  const firstOther = sports.findIndex((line) => !line.includes('· Football ·'));
  expect(firstOther).toBeGreaterThanOrEqual(1);
  expect(sports.slice(firstOther).some((line) => line.includes('· Football ·'))).toBe(false);
  await expect(
    region(page, 'Starting soon')
      .getByRole('article')
      .filter({ hasText: /^Football · / }),
  ).not.toHaveCount(0);
});

test('a search result row shows its day, sport and league, results in start order', async ({ page }) => {
  await openSportsHome(page);
  const highlight = eventRows(region(page, 'Highlights')).first();
  const context = (await highlight.locator('p').innerText()).trim();
  const league = context.split(' · ').at(-1) ?? '';
  const team = ((await highlight.getAttribute('aria-label')) ?? '').split(' – ')[0] ?? '';
  await page.getByRole('searchbox', { name: 'Search teams and leagues' }).fill(team);
  const rows = eventRows(region(page, 'Matches'));
  await expect(rows.first()).toBeVisible();
  const found = rows.filter({ hasText: team }).first();
  await expect(found.locator('p')).toHaveText(
    new RegExp(
      `^(Today|Tomorrow|\\w{3}, \\w{3} \\d{1,2}) · Football · ${league.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );
  const starts = await rows.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(starts.length).toBeGreaterThan(0);
  expect(starts).toEqual([...starts].sort());
});
