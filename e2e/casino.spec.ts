import { expect, type Page, test } from '@playwright/test';
import { appHeader, callApi, registerPlayer, submitLogin } from './account-kit';
import { openApp } from './site';

/** What POST /api/casino/rounds answers (the parts the flow checks). */
interface RoundAnswer {
  stake: number;
  win: number;
  balance: { balance: number; currencyCode: string; demo: boolean };
}

interface ApiGame {
  id: string;
  name: string;
  engine: string;
  demo: boolean;
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function availableBalance(page: Page): Promise<number> {
  const answer = (await callApi(page, 'GET', '/api/client/balance/change')) as { calculatedBalance: number };
  return answer.calculatedBalance;
}

/** The first slot of the catalogue with a fun mode (the visitor and the gate play it). */
async function demoSlot(page: Page): Promise<ApiGame> {
  const response = await page.request.get('/api/casino/games?category=slots&limit=50');
  const { games } = (await response.json()) as { games: ApiGame[] };
  const game = games.find((entry) => entry.engine === 'slot' && entry.demo);
  expect(game, 'a slot with a fun mode').toBeTruthy();
  return game as ApiGame;
}

/** Presses Spin in the game frame and answers the round the server played. */
async function spin(page: Page): Promise<RoundAnswer> {
  const frame = page.frameLocator('iframe');
  const spinButton = frame.getByRole('button', { name: 'Spin' });
  await expect(spinButton).toBeEnabled({ timeout: 15_000 });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/casino/rounds') && r.request().method() === 'POST'),
    spinButton.click(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as RoundAnswer;
}

test.describe('casino', () => {
  test('player1: lobby → category → a slot for real → the header balance moves by the round; a favourite survives a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openApp(page, '/login');
    await submitLogin(page, 'player1', 'password1');
    await expect(page).not.toHaveURL(/\/login/);

    await openApp(page, '/casino');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/casino\/category\/slots$/);
    const tile = page.getByRole('article').first();
    const gameName = (await tile.getAttribute('aria-label')) ?? '';
    const before = await availableBalance(page);

    await tile.getByRole('link').click();
    await expect(page).toHaveURL(/\/casino\/game\/[a-z0-9-]+$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
    const round = await spin(page);
    const after = before - round.stake + round.win;
    expect(round.balance).toMatchObject({ balance: after, demo: false });
    await expect(page.getByRole('status', { name: `Balance ${euros(after)}` })).toBeVisible();

    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/casino\/category\/slots$/);
    await expect(appHeader(page)).toContainText(euros(after));
    expect(await availableBalance(page)).toBe(after);

    const heart = page.getByRole('button', { name: `Favourite: ${gameName}` }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `Favourite: ${gameName}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Leave player1 as found for the next run on a kept database.
    await page
      .getByRole('button', { name: `Favourite: ${gameName}` })
      .first()
      .click();
  });

  test('a visitor plays a demo round with fun credits', async ({ page }) => {
    const game = await demoSlot(page);
    await openApp(page, `/casino/game/${game.id}`);
    await expect(page.getByRole('button', { name: 'Log in to play for real' })).toBeVisible();
    await page.getByRole('button', { name: 'Play for fun' }).click();
    const round = await spin(page);
    expect(round.balance.demo).toBe(true);
    const credits = (round.balance.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByRole('status', { name: `Fun credits ${credits}` })).toBeVisible();
  });

  test('the casino check refuses a real game once the session time limit is reached, and says why', async ({
    page,
  }) => {
    await registerPlayer(page);
    const game = await demoSlot(page);
    await callApi(page, 'PUT', '/api/client/rg/time-limit', { timeLimitSeconds: 1 });
    await callApi(page, 'GET', '/api/auth/resetRealityCheck');
    // The second of play passes on the server's clock: wait until the server's own check refuses.
    await expect
      .poll(async () => ((await callApi(page, 'GET', '/api/client/rg/casino-check')) as { allowed: boolean }).allowed)
      .toBe(false);
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/casino/launch')) launches.push(request.url());
    });
    await openApp(page, `/casino/game/${game.id}`);
    await expect(
      page.locator('[data-game-screen]').getByText('You have reached the session time limit you set.'),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(launches).toEqual([]);
  });
});
