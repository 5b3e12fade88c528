import { expect, type Page, test } from '@playwright/test';
import { operatorKey } from '../bench/operator-key.mjs';
import { appHeader, depositByApi, registerPlayer } from './account-kit';
import { E2E_PORT } from './playwright.config';
import { openApp, siteUrl } from './site';

/**
 * Issue 6 in the browser: hub notifications as toasts (actions, Dismiss, Greek), the header balance pushed after a
 * movement made elsewhere, and the connection indicator when the hub cannot be reached.
 */

/** Resolves once this page's hub socket was greeted by the server (the player's channel is joined by then). */
function hubGreeting(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/hub')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"hello"')) resolve();
      });
    });
  });
}

async function sendNotification(page: Page, target: object, notification: object): Promise<void> {
  const response = await page.request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${await operatorKey(`http://localhost:${E2E_PORT}`)}` },
    data: { target, notification },
  });
  expect(response.status(), await response.text()).toBe(202);
}

/** The toast (not the screen readers' copy) whose title reads `title`. */
const toastTitled = (page: Page, title: string) =>
  page.locator('[data-position] > *').filter({ has: page.getByRole('heading', { name: title }) });

test('a hub notification shows as a toast: its action navigates, Dismiss closes another', async ({ page }) => {
  const player = await registerPlayer(page);
  const greeted = hubGreeting(page);
  await openApp(page, '/');
  await greeted;
  const target = { kind: 'login', siteId: 1, login: player.userName };

  await sendNotification(page, target, {
    title: 'Derby night',
    body: 'Odds <b>boosted</b> on tonight’s derby',
    actions: [{ caption: 'See my bets', link: '/mybets' }],
    progress: 60,
    timeout: 0,
  });
  const toast = toastTitled(page, 'Derby night');
  await expect(toast).toBeVisible();
  await expect(toast.locator('b')).toHaveText('boosted');
  await expect(toast.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  // Let the entry transition end, or the screenshot catches the toast half transparent.
  await toast.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: test.info().outputPath('hub-toast-412.png') });
  await toast.getByRole('button', { name: 'See my bets' }).click();
  await expect(page).toHaveURL(/\/mybets$/);
  await expect(toast).toHaveCount(0);

  await sendNotification(page, target, { title: 'Welcome back', body: '', timeout: 0 });
  const other = toastTitled(page, 'Welcome back');
  await other.getByRole('button', { name: 'Dismiss' }).click();
  await expect(other).toHaveCount(0);
});

test('the Greek site labels Dismiss in Greek', async ({ page }) => {
  await openApp(page, siteUrl(44));
  // A player of the Hellas Bet brand, registered from its own site so the session cookie is on that host.
  const userName = `e2eel${Date.now().toString(36)}${process.pid % 1000}`;
  const status = await page.evaluate(async (login) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({
        userName: login,
        password: 'tall-green-harbour-42',
        email: `${login}@example.com`,
        dateOfBirth: '1990-04-12',
        currencyCode: 'EUR',
        firstName: 'Eleni',
        lastName: 'Tester',
        countryCode: 'GR',
        acceptTerms: true,
        acceptPrivacy: true,
      }),
    });
    return response.status;
  }, userName);
  expect(status).toBeLessThan(300);
  const greeted = hubGreeting(page);
  await openApp(page, siteUrl(44));
  await greeted;
  await sendNotification(
    page,
    { kind: 'login', siteId: 44, login: userName },
    { title: 'Καλώς ήρθατε', body: '', timeout: 0 },
  );
  const toast = toastTitled(page, 'Καλώς ήρθατε');
  await expect(toast.getByRole('button', { name: 'Απόρριψη' })).toBeVisible();
});

test('the header balance follows a deposit made in another tab, without a reload', async ({ page, context }) => {
  await registerPlayer(page);
  const greeted = hubGreeting(page);
  await openApp(page, '/');
  await greeted;
  await expect(appHeader(page).getByText('€0.00')).toBeVisible();
  const otherTab = await context.newPage();
  await depositByApi(otherTab, 2_500);
  // The poll is off while the hub is open: only the push can bring this in time.
  await expect(appHeader(page).getByText('€25.00')).toBeVisible({ timeout: 5_000 });
});

test('a hub that cannot be reached shows the reconnecting indicator, not a dialog', async ({ page }) => {
  let attempts = 0;
  await page.routeWebSocket(/\/api\/hub$/, (socket) => {
    attempts += 1;
    void socket.close({ code: 1011, reason: 'down for the test' });
  });
  // A visitor's tab opens the hub when a screen needs a channel: the live overview of a brand with live betting.
  await page.goto(siteUrl(84, '/live'));
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 10_000 });
  expect(attempts).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('hub-indicator-412.png') });
});
