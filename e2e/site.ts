import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';

/** The URL of a path on a brand's site: `site<ID>.localhost` resolves to loopback in Chromium (design §5). */
export function siteUrl(siteId: number, path = '/'): string {
  return `http://site${siteId}.localhost:${E2E_PORT}${path}`;
}

/**
 * Opens a page and waits until the app has taken over: the home page paints from prerendered HTML first
 * (decision 006), and its buttons only answer once React has replaced that markup.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root > .pl-prerender')).toHaveCount(0, { timeout: 15_000 });
}
