import { expect, test } from '@playwright/test';
import { siteUrl } from './site';

test.describe('help centre (issue 9)', () => {
  test('English: the help home searches, and a hit opens the page at its section', async ({ page }) => {
    await page.goto(siteUrl(1, '/help'));
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Betting rules' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tax information' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search help' }).fill('dead heat');
    const hit = page.getByRole('link', { name: /Dead heat/ }).first();
    await expect(hit.locator('mark').first()).toHaveText(/dead/i);
    await hit.click();
    await expect(page).toHaveURL(/\/help\/betting-rules#dead-heat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Betting rules' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dead heat' })).toBeInViewport();
  });

  test('Greek (Hellas Bet): search without accents finds the page', async ({ page }) => {
    await page.goto(siteUrl(44, '/help'));
    await expect(page.getByRole('heading', { level: 1, name: 'Κέντρο βοήθειας' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Συνομιλήστε μαζί μας/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Αναζήτηση στη βοήθεια' }).fill('αναληψη');
    await page.getByRole('link', { name: /Πόσο διαρκεί μια ανάληψη;/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Συχνές ερωτήσεις' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Άλλες σελίδες βοήθειας' })).toBeVisible();
  });

  test('the tax page shows the brackets on site 44 and is not offered on site 1', async ({ page }) => {
    await page.goto(siteUrl(44, '/help/tax'));
    await expect(page.getByRole('heading', { level: 1, name: 'Φορολογικές πληροφορίες' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table).toContainText(/2,5\s?%/);
    await expect(table).toContainText(/7,5\s?%/);
    await expect(page.getByText(/17,50\s€/).first()).toBeVisible();

    await page.goto(siteUrl(1, '/help/tax'));
    await expect(page).toHaveURL(siteUrl(1, '/'));
  });

  test('/support lands on contact us, and a sent message shows its reference', async ({ page }) => {
    await page.goto(siteUrl(1, '/support'));
    await expect(page).toHaveURL(siteUrl(1, '/help/contact-us'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByLabel('Your name').fill('Maria Test');
    await page.getByLabel('E-mail address').fill('maria@example.test');
    await page.getByLabel('Topic').selectOption('technical');
    await page.getByLabel('Message').fill('The live page does not load on my phone.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByTestId('contact-reference')).toHaveText(/^#\d+$/);
  });
});
