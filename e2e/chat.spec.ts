import { type Browser, expect, type Page, test } from '@playwright/test';
import { operatorKey } from '../bench/operator-key.mjs';
import { appHeader, submitLogin } from './account-kit';
import { E2E_PORT } from './playwright.config';
import { siteUrl } from './site';

/** Site 44, Hellas Bet: the brand with chat (design §5); player1 is demo data on every web brand. */
const CHAT_SITE = 44;

/** A page whose story reads in English (site 44 starts in Greek); a consent banner, if any, is answered. */
async function englishPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' })));
  await page.addLocatorHandler(page.getByRole('button', { name: 'Essential only' }), async (button) => {
    await button.click();
  });
  return page;
}

test('a player writes to support, an operator answers in the console, the reply arrives live (issue 9)', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const question = `Where is my withdrawal? (${stamp})`;
  const answer = `It is on its way, arriving today. (${stamp})`;

  const player = await englishPage(browser);
  await player.goto(siteUrl(CHAT_SITE, '/login'));
  await submitLogin(player, 'player1', 'password1');
  await expect(appHeader(player).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await player.goto(siteUrl(CHAT_SITE, '/chat'));
  // Replies come over the hub: the page says when it is connected.
  await expect(player.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  await player.getByLabel('Message').fill(question);
  await player.getByRole('button', { name: 'Send' }).click();
  const thread = player.getByRole('log', { name: 'Conversation with support' });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(thread.getByText('Sending…')).toHaveCount(0);

  const operator = await englishPage(browser);
  await operator.goto(siteUrl(CHAT_SITE, '/admin/chat'));
  await operator.getByLabel('API key').fill(await operatorKey(`http://localhost:${E2E_PORT}`, 'support'));
  await operator.getByRole('button', { name: 'Open the console' }).click();
  const conversation = operator.getByRole('button', { name: /player1/ }).filter({ hasText: question });
  await expect(conversation).toBeVisible();
  await expect(conversation.getByText(/\d+ unanswered/)).toBeAttached();
  await conversation.click();
  const open = operator.getByRole('region', { name: 'player1' });
  await expect(open.getByText(question, { exact: true })).toBeVisible();
  await operator.getByLabel('Your name (players see it)').fill('Maria');
  await operator.getByLabel('Reply').fill(answer);
  await operator.getByRole('button', { name: 'Send' }).click();
  await expect(open.getByText(answer, { exact: true })).toBeVisible();
  // Answered: the list drops the badge.
  await expect(operator.getByRole('button', { name: /player1/ }).getByText(/unanswered/)).toHaveCount(0);

  // The player sees it without reloading, with the operator's name: with the hub open the page does not poll, so
  // only the hub's push can bring it.
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByText('Maria').last()).toBeVisible();

  await player.reload();
  const reloaded = player.getByRole('log', { name: 'Conversation with support' });
  await expect(reloaded.getByText(question)).toBeVisible();
  await expect(reloaded.getByText(answer)).toBeVisible();

  await player.context().close();
  await operator.context().close();
});

test('a brand without chat sends /chat home', async ({ page }) => {
  await page.goto(siteUrl(1, '/chat'));
  await expect(page).toHaveURL(siteUrl(1, '/'));
});
