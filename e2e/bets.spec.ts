import { expect, type Page, test } from '@playwright/test';
import { operatorKey } from '../bench/operator-key.mjs';
import { callApi, depositByApi, registerPlayer } from './account-kit';
import { E2E_PORT } from './playwright.config';
import { oddsButton, upcomingFootballEvent } from './sports-kit';

/** The player's balances as the server holds them (minor units). */
async function balanceOf(page: Page): Promise<number> {
  const { calculatedBalance } = (await callApi(page, 'GET', '/api/client/balance/refresh')) as {
    calculatedBalance: number;
  };
  return calculatedBalance;
}

test.describe('betting (issue 5)', () => {
  test('select → slip → stake → place → the balance drops → the result → the balance rises → my bets shows it won', async ({
    page,
  }) => {
    await page.goto('/');
    await registerPlayer(page);
    await depositByApi(page, 5_000);
    // This match is settled by hand below: the last of the list, away from the other tests' first picks.
    const event = await upcomingFootballEvent(page, 'last');
    const home = event.mainMarket?.outcomes.find((outcome) => outcome.code === 'home');
    expect(home).toBeTruthy();

    await page.goto(`/sports/event/${event.id}`);
    const pick = oddsButton(page.getByRole('region', { name: 'Match result' }), '1');
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Open the bet slip' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('10,5');
    const place = slip.getByRole('button', { name: /^Place €10\.50 · return €/ });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(slip.getByText('Bet placed')).toBeVisible();
    // The header shows the lower balance at once, and the server agrees. It is behind the open sheet, a modal
    // dialog, so hidden from assistive technology meanwhile.
    await expect(page.getByRole('banner', { includeHidden: true }).first()).toContainText('39.50');
    expect(await balanceOf(page)).toBe(5_000 - 1_050);

    const { bets } = (await callApi(page, 'GET', '/api/client/bets?status=open')) as {
      bets: { id: number; potentialReturn: number; legs: { outcomeId: string }[] }[];
    };
    expect(bets).toHaveLength(1);
    const [bet] = bets;
    expect(bet?.legs.map((leg) => leg.outcomeId)).toEqual([home?.id]);

    // The operator settles the match by hand: the home side won.
    const settled = await page.request.post(`/api/admin/events/${event.id}/settle`, {
      headers: { authorization: `Bearer ${await operatorKey(`http://localhost:${E2E_PORT}`)}` },
      data: { winningOutcomeIds: [home?.id] },
    });
    expect(settled.status(), await settled.text()).toBe(200);
    await expect.poll(() => balanceOf(page)).toBe(5_000 - 1_050 + (bet?.potentialReturn ?? 0));

    await page.goto('/mybets?status=settled');
    const card = page.getByRole('article').filter({ hasText: event.home.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Won', { exact: true }).first()).toBeVisible();
  });

  test('a visitor who presses place gets the login dialog and keeps the slip', async ({ page }) => {
    await page.goto('/');
    const event = await upcomingFootballEvent(page);
    await page.goto(`/sports/event/${event.id}`);
    await oddsButton(page.getByRole('region', { name: 'Match result' }), '2').click();
    await page.getByRole('button', { name: 'Open the bet slip' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('5');
    await slip.getByRole('button', { name: /^(Log in to place|Place )/ }).click();
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('slip_s') ?? '{}').selections ?? []);
    expect(stored).toHaveLength(1);
  });
});
