import { expect, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

/** The seeded casino offer of Hellas Bet (apps/server/src/db/seed/promotions/copy.ts), in Greek. */
const FREE_SPINS = '20 δωρεάν περιστροφές κάθε Σαββατοκύριακο';

/** Fills the Greek login form of the dialog and submits it. */
async function logInInGreek(page: Page, userName: string, password: string): Promise<void> {
  const form = page.getByRole('dialog').getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Όνομα χρήστη', { exact: true }).fill(userName);
  await form.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
}

test.describe('promotions (issue 9)', () => {
  test('site 44: the Greek list, a visitor asked to log in, player1 opts in (kept after a reload) and out', async ({
    page,
  }) => {
    await page.goto(siteUrl(44, '/promotions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Προσφορές' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards.filter({ hasText: FREE_SPINS })).toBeVisible();
    // The ended offer is not listed; the upcoming one says when it starts.
    await expect(cards.filter({ hasText: 'ευρωπαϊκές βραδιές' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Τουρνουά φρουτακίων' })).toContainText('Ξεκινά');

    await page.getByRole('button', { name: 'Καζίνο', exact: true }).click();
    await expect(page).toHaveURL(/\?area=casino$/);
    await expect(cards.filter({ hasText: 'Ενίσχυση παρολί' })).toHaveCount(0);

    await cards.filter({ hasText: FREE_SPINS }).click();
    await expect(page).toHaveURL(/\/promotions\/weekend-free-spins$/);
    await expect(page.getByRole('heading', { level: 1, name: FREE_SPINS })).toBeVisible();
    await page.getByRole('button', { name: 'Συνδεθείτε για να συμμετάσχετε' }).click();
    await logInInGreek(page, 'player1', 'password1');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Συμμετοχή', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Συμμετέχετε' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Αποχώρηση' })).toBeVisible();
    await page.getByRole('link', { name: 'Όλες οι προσφορές' }).click();
    await expect(cards.filter({ hasText: FREE_SPINS })).toContainText('Συμμετέχετε');

    // Leave player1 as found for a run on a kept database.
    await cards.filter({ hasText: FREE_SPINS }).click();
    await page.getByRole('button', { name: 'Αποχώρηση' }).click();
    await expect(page.getByRole('button', { name: 'Συμμετοχή', exact: true })).toBeVisible();
  });

  test('site 1 has no promotions: the page sends the visitor home', async ({ page }) => {
    await page.goto(siteUrl(1, '/promotions'));
    await expect(page).toHaveURL(siteUrl(1, '/'));
  });

  test('/seasonal-promos lands on /promotions', async ({ page }) => {
    await page.goto(siteUrl(44, '/seasonal-promos'));
    await expect(page).toHaveURL(siteUrl(44, '/promotions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Προσφορές' })).toBeVisible();
  });

  test('site 44: the casino lobby shows the casino promotions and calendar zones below its rows', async ({ page }) => {
    await openApp(page, siteUrl(44, '/casino'));
    const promotions = page.locator('section[data-zone="52"]');
    const calendar = page.locator('section[data-zone="53"]');
    await promotions.scrollIntoViewIfNeeded();
    await expect(promotions.getByRole('heading', { name: 'Προσφορές καζίνο' })).toBeVisible();
    await expect(promotions.getByRole('link').first()).toBeVisible();
    await expect(calendar.getByRole('heading', { name: 'Αυτή την εβδομάδα στο καζίνο' })).toBeAttached();
    // After the lobby's category rows and before its every-game grid, so the server-rendered first screen is
    // unchanged and a player reaches them without scrolling past hundreds of games.
    const allGames = page.getByRole('heading', { level: 2, name: /^Όλα τα παιχνίδια/ });
    const gridTop = (await allGames.boundingBox())?.y ?? 0;
    expect((await promotions.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(gridTop);
  });
});
