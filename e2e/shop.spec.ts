import { expect, type Page, test } from '@playwright/test';
import { appHeader, submitLogin } from './account-kit';
import { siteUrl } from './site';

/** Site 54, Hellas Bet Shop: every shop site has operator shop1 and clients client01..client20 (demo data). */
const SHOP_SITE = 54;

interface ShopClient {
  id: number;
  login: string;
  balance: number;
  currencyCode: string;
}

/**
 * The client as the server lists it, asked from the page so the request carries the shop site's host and the
 * operator's session cookie (Node does not resolve site<ID>.localhost; the browser does).
 */
async function clientByLogin(page: Page, login: string): Promise<ShopClient> {
  const clients = await page.evaluate(async (text) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const response = await fetch('/api/shop/client/filter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(text),
    });
    return (await response.json()) as ShopClient[];
  }, login);
  const client = clients.find((item) => item.login === login);
  expect(client, `${login} in the shop's clients`).toBeTruthy();
  return client as ShopClient;
}

/** Marks the window; after a reload the mark is gone. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __beforeReload: true }));
const isSameWindow = (page: Page) => page.evaluate(() => '__beforeReload' in window);

test('a shop operator chooses the client the shop acts for, then the shop itself (issue 8)', async ({ page }) => {
  // Site 54 starts in Greek; the story reads in English (the spec's labels).
  await page.addInitScript(() => localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' })));
  await page.goto(siteUrl(SHOP_SITE, '/login'));
  await submitLogin(page, 'shop1', 'password1');

  const panel = page.getByRole('region', { name: 'Shop terminal' });
  await expect(panel.getByText('Acting for the shop')).toBeVisible();
  await expect(appHeader(page).getByText('for the shop')).toBeVisible();

  const search = panel.getByRole('combobox', { name: 'Search Client' });
  await search.fill('cl');
  const list = page.getByRole('listbox', { name: 'Clients' });
  await expect(list.getByRole('option').first()).toContainText('client01');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: test.info().outputPath('shop-panel-results-412.png') });
  await markWindow(page);
  await list.getByRole('option', { name: /^client03/ }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Client set to client03');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => isSameWindow(page).catch(() => true)).toBe(false);

  await expect(panel.getByText('Acting for client03')).toBeVisible();
  const header = appHeader(page);
  await expect(header.getByText('for client03')).toBeVisible();
  const client03 = await clientByLogin(page, 'client03');
  const balance = new Intl.NumberFormat('en-US', { style: 'currency', currency: client03.currencyCode }).format(
    client03.balance / 100,
  );
  await expect(header).toContainText(balance);
  await page.screenshot({ path: test.info().outputPath('shop-panel-acting-412.png') });

  await markWindow(page);
  await panel.getByRole('button', { name: 'Shop owner' }).click();
  await expect(dialog).toContainText('Client set to');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => isSameWindow(page).catch(() => true)).toBe(false);
  await expect(panel.getByText('Acting for the shop')).toBeVisible();
  await expect(header.getByText('for the shop')).toBeVisible();
});
