import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh player of site 1, so tests that move money never share a balance. */
export interface Player {
  userName: string;
  password: string;
}

let counter = 0;

/** Who a player registered by API says they are, and that they accepted the terms and the privacy notice. */
export const IDENTITY = {
  firstName: 'Alex',
  lastName: 'Tester',
  countryCode: 'GB',
  acceptTerms: true,
  acceptPrivacy: true,
};

/** The XSRF token the server set for this browser context (unsafe calls echo it in a header). */
async function xsrf(page: Page): Promise<string> {
  let token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await page.request.get('/api/auth/checkLoginStatus');
    token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  }
  expect(token, 'XSRF-TOKEN cookie').toBeTruthy();
  return decodeURIComponent(token ?? '');
}

/** Calls the API with this page's cookies (the browser's session), as the web app would. */
export async function callApi(page: Page, method: 'POST' | 'PUT' | 'GET', path: string, data?: unknown) {
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': await xsrf(page) };
  if (path.startsWith('/api/client/deposit') || path.startsWith('/api/client/withdraw')) {
    headers['Idempotency-Key'] = randomUUID();
  }
  const response = await page.request.fetch(path, { method, data, headers });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** Registers a new player through the API; the browser context is then logged in as them (balance 0.00). */
export async function registerPlayer(page: Page): Promise<Player> {
  counter += 1;
  const player = {
    userName: `e2e${Date.now().toString(36)}${counter}${process.pid % 1000}`,
    password: 'tall-green-harbour-42',
  };
  await callApi(page, 'POST', '/api/auth/register', {
    userName: player.userName,
    password: player.password,
    email: `${player.userName}@example.com`,
    dateOfBirth: '1990-04-12',
    currencyCode: 'EUR',
    ...IDENTITY,
  });
  return player;
}

/** Deposits through the API (minor units). */
export async function depositByApi(page: Page, amount: number): Promise<void> {
  await callApi(page, 'POST', '/api/client/deposit', {
    amount,
    payment: { method: 'ewallet', account: 'player@example.com' },
  });
}

/** Forgets the session in the browser (the account stays), as a visitor who comes back later. */
export async function becomeVisitor(page: Page): Promise<void> {
  await page.request.get('/api/auth/logout');
  await page.evaluate(() => localStorage.removeItem('user')).catch(() => undefined);
}

/** The app's top bar. */
export const appHeader = (page: Page) => page.getByRole('banner').first();

/** Fills the visible login form (page or dialog) and submits it. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('User name', { exact: true }).fill(userName);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}
