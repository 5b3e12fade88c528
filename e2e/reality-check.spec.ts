import { expect, type Page, test } from '@playwright/test';
import { appHeader, callApi, depositByApi, registerPlayer } from './account-kit';
import { openApp } from './site';

interface ApiGame {
  id: string;
  engine: string;
}

const MINUTE = 60_000;

/** The net result as the reminder shows it: a sign on a win, the currency's own minus on a loss. */
const netText = (minor: number) =>
  `${minor > 0 ? '+' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100)}`;

/** Plays one real-money spin of a slot through the game screen; answers what it did to the balance. */
async function spinOnce(page: Page): Promise<number> {
  const response = await page.request.get('/api/casino/games?category=slots&limit=50');
  const { games } = (await response.json()) as { games: ApiGame[] };
  const slot = games.find((game) => game.engine === 'slot');
  expect(slot, 'a slot in the catalogue').toBeTruthy();
  await openApp(page, `/casino/game/${slot?.id}`);
  const spin = page.frameLocator('iframe').getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const [round] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/casino/rounds') && r.request().method() === 'POST'),
    spin.click(),
  ]);
  const { stake, win } = (await round.json()) as { stake: number; win: number };
  await page.getByRole('button', { name: 'Close' }).first().click();
  return win - stake;
}

const reminder = (page: Page) => page.getByRole('alertdialog', { name: 'Reality check' });

test.describe('reality check', () => {
  test('a 15-minute reminder shows time played and net result; Continue brings it back 15 minutes later; Log out logs out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerPlayer(page);
    await depositByApi(page, 5_000);
    await openApp(page, '/user-account/safer-gambling');
    const setting = page.getByRole('region', { name: 'Reality check' });
    await setting.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
    await setting.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your reality-check reminder is saved.')).toBeVisible();

    const net = await spinOnce(page);
    await page.clock.install();
    await openApp(page, '/casino');
    await expect(appHeader(page)).toContainText('€');
    await expect(reminder(page)).toHaveCount(0);

    await page.clock.fastForward(15 * MINUTE);
    const first = reminder(page);
    await expect(first).toBeVisible();
    await expect(first.getByText(/^1[56] minutes$/)).toBeVisible();
    await expect(first.getByText(netText(net), { exact: true })).toBeVisible();

    await first.getByRole('button', { name: 'Continue' }).click();
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.fastForward(14 * MINUTE);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.fastForward(MINUTE + 1000);
    const second = reminder(page);
    await expect(second).toBeVisible();
    await expect(second.getByText(/^3[01] minutes$/)).toBeVisible();

    await second.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(appHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    const status = (await callApi(page, 'GET', '/api/auth/checkLoginStatus')) as { isAuthenticated: boolean };
    expect(status.isAuthenticated).toBe(false);
  });
});
