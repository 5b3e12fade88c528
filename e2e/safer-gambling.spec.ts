import { expect, type Page, test } from '@playwright/test';
import { appHeader, depositByApi, registerPlayer, submitLogin } from './account-kit';
import { openApp } from './site';
import { oddsButton, upcomingFootballEvent } from './sports-kit';

/**
 * Safer gambling on a phone (412×823, touch; issue 19): the limits the player sets on their page hold where the
 * money moves, and a time-out logs them out and keeps them from playing when they come back.
 */

const PAGE = '/user-account/safer-gambling';

/** The page's card of one kind of limit, and the row of one window in it. */
const limitRow = (page: Page, kind: string, period: string) =>
  page.getByRole('region', { name: kind, exact: true }).getByRole('listitem', { name: period, exact: true });

test.describe('safer gambling (issue 19)', () => {
  test('a daily deposit limit set on the page lets deposits within it through and refuses one above what is left', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await registerPlayer(page);
    await openApp(page, PAGE);
    const day = limitRow(page, 'Deposit limits', '24 hours');
    await expect(day.getByText('No limit')).toBeVisible();
    await day.getByRole('button', { name: 'Set: Deposit limits, 24 hours' }).tap();
    await day.getByLabel('Amount').fill('50');
    await day.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByText('Your limit is saved.')).toBeVisible();
    await expect(day.getByRole('definition').first()).toHaveText('€50.00');

    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Deposit' }).tap();
    await expect(page.getByRole('heading', { name: 'Your deposit limits' })).toBeVisible();
    await expect(page.getByText('24 hours: €50.00 left')).toBeVisible();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('30');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Deposit €30.00' }).tap();
    await expect(page.getByText('Deposit of €30.00 completed.')).toBeVisible();
    await expect(page.getByText('24 hours: €20.00 left')).toBeVisible();

    // Above what is left: the server's refusal names the limit and the amount left, and nothing moves.
    await amount.fill('30');
    await page.getByRole('button', { name: 'Deposit €30.00' }).tap();
    await expect(page.getByText(/24-hour deposit limit of €50\.00: €20\.00 is left/).first()).toBeVisible();
    await expect(page.getByText('24 hours: €20.00 left')).toBeVisible();

    await amount.fill('20');
    await page.getByRole('button', { name: 'Deposit €20.00' }).tap();
    await expect(page.getByText('Deposit of €20.00 completed.')).toBeVisible();
    await expect(page.getByText('24 hours: €0.00 left')).toBeVisible();
    // All of it used: the warning line says so, without covering the page.
    await expect(page.getByText('You have used 100% of your 24-hour deposit limit.')).toBeVisible();
  });

  test('a 24-hour time-out logs the player out; logged in again, a bet is refused', async ({ page }) => {
    test.setTimeout(90_000);
    const player = await registerPlayer(page);
    await depositByApi(page, 10_000);
    await openApp(page, PAGE);
    await page.getByRole('button', { name: 'Take a time-out' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Take a time-out for 24 hours?' });
    await expect(confirm).toContainText('It cannot be shortened or cancelled');
    await confirm.getByRole('button', { name: 'Yes, start it' }).tap();

    const message = page.getByRole('alertdialog', { name: 'Safer gambling' });
    await expect(message).toContainText('Your time-out has started. You are logged out until');
    await expect(page).toHaveURL(/\/$/);
    await message.getByRole('button', { name: 'OK' }).tap();
    await expect(appHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();

    // Logging in is still allowed (balance, history, withdrawals); playing is not.
    await appHeader(page).getByRole('link', { name: 'Log in' }).tap();
    await submitLogin(page, player.userName, player.password);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    await expect(appHeader(page).getByRole('button', { name: 'Account menu' })).toBeVisible();

    const event = await upcomingFootballEvent(page);
    await openApp(page, `/sports/event/${event.id}`);
    const pick = oddsButton(page.getByRole('region', { name: 'Match result' }), '1');
    await pick.tap();
    await page.getByRole('button', { name: 'Open the bet slip' }).tap();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
    await slip.getByRole('button', { name: /^Place €2\.00 · return €/ }).tap();
    await expect(slip.getByText(/time-out/i)).toBeVisible();
    await expect(slip.getByText('Bet placed')).toHaveCount(0);
  });
});
