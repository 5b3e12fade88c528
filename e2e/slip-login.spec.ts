import { expect, type Locator, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';
import { type ApiEvent, fetchApi, oddsButton, upcomingFootballEvent } from './sports-kit';

/**
 * A phone user (412×823, touch) on the slip's bottom sheet: the login dialog Place opens must cover the sheet and
 * take the taps and the focus (issue 18: it opened behind the sheet and its fields could not be tapped).
 */

/** The demo player of every web brand (1,000.00 EUR on a fresh database). */
const PLAYER = { userName: 'player1', password: 'password1' };

async function available(page: Page): Promise<number> {
  const { calculatedBalance } = await fetchApi<{ calculatedBalance: number }>(page, '/api/client/balance/refresh');
  return calculatedBalance;
}

/** Whether a tap at the middle of `target` lands on it (nothing drawn above it there). */
const isOnTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test.describe('the slip on a phone (issue 18)', () => {
  test('a visitor taps a price, opens the slip, taps Place, logs in above the sheet, and the bet is placed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openApp(page, siteUrl(1, '/'));
    const event = await upcomingFootballEvent(page);
    await openApp(page, siteUrl(1, `/sports/event/${event.id}`));
    const pick = oddsButton(page.getByRole('region', { name: 'Match result' }), '1');
    await pick.tap();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Open the bet slip' }).tap();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
    await slip.getByRole('button', { name: /^Place €2\.00 · return €/ }).tap();

    const login = page.getByRole('dialog', { name: 'Log in' });
    const userName = login.getByLabel('User name', { exact: true });
    const password = login.getByLabel('Password', { exact: true });
    await expect(userName).toBeVisible();
    // The dialog is drawn above the sheet and holds the focus: the sheet does not take it back.
    expect(await isOnTop(userName)).toBe(true);
    await expect.poll(() => login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await userName.tap();
    await expect(userName).toBeFocused();
    await page.keyboard.type(PLAYER.userName);
    expect(await isOnTop(password)).toBe(true);
    await password.tap();
    await page.keyboard.type(PLAYER.password);
    await login.getByRole('button', { name: 'Log in' }).tap();
    await expect(login).toBeHidden();

    // Logged in, the player is back on the slip with their pick (the sheet, or the peek bar after a reload).
    const peek = page.getByRole('button', { name: 'Open the bet slip' });
    await expect(slip.or(peek).first()).toBeVisible();
    if (!(await slip.isVisible())) await peek.tap();
    const before = await available(page);
    const stake = slip.getByRole('textbox', { name: 'Stake', exact: true });
    if ((await stake.inputValue()) === '') await stake.fill('2');
    await slip.getByRole('button', { name: /^Place €2\.00 · return €/ }).tap();
    await expect(slip.getByText('Bet placed')).toBeVisible();
    expect(await available(page)).toBe(before - 200);
  });

  test('a brand without live betting shows a match in play with its score and no price to tap', async ({ page }) => {
    await openApp(page, siteUrl(1, '/'));
    let live: ApiEvent | undefined;
    await expect
      .poll(
        async () => {
          const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?status=live&limit=50');
          live = events.find((event) => event.status === 'live' && event.mainMarket !== null);
          return live !== undefined;
        },
        { message: 'a match in play', timeout: 30_000 },
      )
      .toBe(true);
    await openApp(page, siteUrl(1, `/sports/event/${live?.id}`));
    await expect(page.getByRole('note')).toHaveText(/Live betting is not offered on Playline/);
    await expect(page.getByRole('button', { name: /^(1|X|2) \d/ })).toHaveCount(0);
  });
});
