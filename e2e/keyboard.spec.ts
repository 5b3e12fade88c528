import { expect, type Locator, type Page, test } from '@playwright/test';
import { appHeader, depositByApi, registerPlayer, submitLogin } from './account-kit';
import { openApp, siteUrl } from './site';
import { type ApiEvent, fetchApi, oddsButton } from './sports-kit';

/**
 * Keyboard use (issue 10): dialogs, menus and the bet slip work with Tab, Enter, Space, arrows and Escape alone.
 * Focus is always visible, stays inside a modal dialog, and comes back to what opened it when it closes.
 */

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user walks the page; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reached by Tab within ${maxPresses} presses`).toBe(true);
}

/** The focused element shows a ring (outline or shadow) and matches :focus-visible. */
async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return { focusVisible: element.matches(':focus-visible'), drawn: outline || style.boxShadow !== 'none' };
  });
  expect(ring, 'something has the focus').not.toBeNull();
  expect(ring).toEqual({ focusVisible: true, drawn: true });
}

/**
 * Tab and Shift+Tab never leave the dialog: a full round each way stays inside. Past either end the focus lands on
 * one of Base UI's focus guards (hidden, beside the dialog), which hands it to the other end in the next frame:
 * each press is judged once that frame has run, as a person pressing keys sees it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} #${press}`).toBe(
        true,
      );
    }
  }
}

test('the menu drawer: opens from the keyboard, keeps the focus, switches the language, Escape returns', async ({
  page,
}) => {
  await openApp(page, siteUrl(1, '/sports'));
  const menuButton = appHeader(page).getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, drawer);

  // The dialog's name follows the language, so the switch is found by its own (always native) name.
  const greek = page.getByRole('dialog').getByRole('button', { name: 'Ελληνικά' });
  await tabTo(page, greek);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(greek).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(appHeader(page).getByRole('button', { name: 'Μενού' })).toBeFocused();
});

test('the login dialog and its alert: focus inside, Escape closes each, focus returns', async ({ page }) => {
  await openApp(page, siteUrl(1, '/sports'));
  const loginLink = appHeader(page).getByRole('link', { name: 'Log in' });
  await tabTo(page, loginLink);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);

  const form = dialog.getByRole('form', { name: 'Log in' });
  await tabTo(page, form.getByLabel('User name', { exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.type('player1');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  // Opened last, it is drawn above the login dialog (it once opened beneath the full-screen form, unseen).
  const ok = alert.getByRole('button', { name: 'OK' });
  expect(
    await ok.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && button.contains(hit);
    }),
  ).toBe(true);
  await expect.poll(() => alert.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, alert, 4);
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginLink).toBeFocused();
});

test('the account menu: Enter opens it, arrows move, Escape closes it back onto its button', async ({ page }) => {
  await page.goto(siteUrl(1, '/login'));
  await submitLogin(page, 'player1', 'password1');
  const trigger = appHeader(page).getByRole('button', { name: 'Account menu' });
  await tabTo(page, trigger);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const items = menu.getByRole('menuitem');
  await expect.poll(() => items.evaluateAll((all) => all.some((item) => item === document.activeElement))).toBe(true);
  const first = await items.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(first + 1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(appHeader(page).getByRole('button', { name: 'Account menu' })).toBeFocused();
});

test('the cookie banner is reached and answered from the keyboard; reopened, Escape puts it away', async ({ page }) => {
  await openApp(page, siteUrl(44));
  const banner = page.getByRole('region', { name: /^Cookies στο Hellas/ });
  const essential = banner.getByRole('button', { name: 'Μόνο τα απαραίτητα' });
  await tabTo(page, essential, 120);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  const settings = page.getByRole('button', { name: 'Ρυθμίσεις cookies' });
  await tabTo(page, settings, 120);
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

/** Two upcoming football matches whose main market is open: picks of different matches stay side by side. */
async function twoOpenMatches(page: Page): Promise<[ApiEvent, ApiEvent]> {
  const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?sport=football&limit=50');
  const open = events.filter(
    (event) =>
      event.status === 'prematch' &&
      event.mainMarket?.status === 'open' &&
      event.mainMarket.outcomes.every((outcome) => outcome.status === 'open'),
  );
  expect(open.length, 'two upcoming football matches with open prices').toBeGreaterThanOrEqual(2);
  return [open[0] as ApiEvent, open[1] as ApiEvent];
}

/** Walks to the match's "1" price with Tab and takes it with Enter. */
async function pickHomeByKeyboard(page: Page, event: ApiEvent): Promise<void> {
  await openApp(page, `/sports/event/${event.id}`);
  const home = oddsButton(page.getByRole('region', { name: 'Match result' }), '1');
  await tabTo(page, home, 120);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(home).toHaveAttribute('aria-pressed', 'true');
}

test('the slip from the keyboard: add picks, remove one, Escape and back, type a stake, place the bet', async ({
  page,
}) => {
  await page.goto('/');
  await registerPlayer(page);
  await depositByApi(page, 5_000);
  const [first, second] = await twoOpenMatches(page);
  await pickHomeByKeyboard(page, first);
  await pickHomeByKeyboard(page, second);

  const open = page.getByRole('button', { name: /Open the bet slip/ });
  await tabTo(page, open, 120);
  await page.keyboard.press('Enter');
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(slip).toBeVisible();
  await expectFocusTrapped(page, slip);

  const removeButtons = slip.getByRole('button', { name: /^Remove / });
  await expect(removeButtons).toHaveCount(2);
  await tabTo(page, removeButtons.last());
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(removeButtons).toHaveCount(1);

  // Escape puts the slip away onto the bar that opened it; Enter brings it back.
  await page.keyboard.press('Escape');
  await expect(slip).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slip).toBeVisible();

  const stake = slip.getByRole('textbox', { name: 'Stake', exact: true });
  await tabTo(page, stake);
  await expectFocusVisible(page);
  await page.keyboard.type('2');
  const place = slip.getByRole('button', { name: /^Place €2\.00 · return €/ });
  await tabTo(page, place);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(slip.getByText('Bet placed')).toBeVisible();
});
