import { expect, type Page, test } from '@playwright/test';
import { openApp, siteUrl } from './site';

/**
 * Every Content Security Policy violation the page or its frames report: the browser logs each one to the console
 * ("Refused to …", "… violates the following Content Security Policy directive …").
 */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) violations.push(text);
  });
  return violations;
}

/** The first slot with a fun mode, as the casino suite picks it. */
async function demoSlotId(page: Page): Promise<number> {
  const response = await page.request.get('/api/casino/games?category=slots&limit=50');
  const { games } = (await response.json()) as { games: { id: number; engine: string; demo: boolean }[] };
  const game = games.find((entry) => entry.engine === 'slot' && entry.demo);
  expect(game, 'a slot with a fun mode').toBeTruthy();
  return game?.id ?? 0;
}

test.describe('security headers (issue 10)', () => {
  test('each page response carries the headers, and its boot script the nonce of its own policy', async ({ page }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/sports', '/casino']) {
      const response = await page.goto(siteUrl(44, path));
      if (!response) throw new Error(`no response for ${path}`);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain("object-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(await response.text(), path).toContain(`<script nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  test('home, sports, casino and a game run without a single CSP violation', async ({ page }) => {
    const violations = collectViolations(page);
    await openApp(page, '/');
    await expect(page.getByRole('banner').first()).toBeVisible();
    await openApp(page, '/sports');
    await expect(page.getByRole('main')).toBeVisible();
    await openApp(page, '/casino');
    await expect(page.getByRole('main')).toBeVisible();
    await openApp(page, `/casino/game/${await demoSlotId(page)}`);
    await page.getByRole('button', { name: 'Play for fun' }).click();
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 15_000 });
    expect(violations).toEqual([]);
    // The policy is live and the collector hears it: a script injected without the nonce is refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  test('the API reference renders under its own policy without a violation', async ({ page }) => {
    const violations = collectViolations(page);
    const response = await page.goto('/api/docs/static/index.html');
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    await expect(page.getByText('Playline API').first()).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });
});
