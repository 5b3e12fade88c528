import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync'] });
const PORT = process.env.SHOT_PORT ?? '3101';
const sites = [['en', `http://localhost:${PORT}`], ['el', `http://site44.localhost:${PORT}`]];
const sizes = [['phone', { width: 412, height: 823 }, true], ['desktop', { width: 1440, height: 900 }, false]];
const only = process.env.ONLY;
for (const [lang, origin] of sites) for (const [size, viewport, touch] of sizes) {
  const context = await browser.newContext({ viewport, hasTouch: touch, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-26T15:00:00Z') });
  const shot = async (name, full = false) => { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/wt-calendar/shots/${name}-${lang}-${size}.png`, fullPage: full }); };
  await page.goto(`${origin}/sports`);
  const accept = page.getByRole('button', { name: /^(Accept all|Αποδοχή όλων)$/ });
  await accept.click({ timeout: 8000 }).catch(() => {});
  if (!only || only === 'home') {
    await page.goto(`${origin}/sports`); await page.waitForSelector('article'); await page.waitForTimeout(1500);
    await shot('home');
    await page.getByRole('region', { name: /Highlights|Κορυφαίοι αγώνες/ }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300); await shot('home-highlights');
    await page.mouse.wheel(0, 900); await shot('home-soon');
  }
  if (!only || only === 'search') {
    await page.goto(`${origin}/sports`); await page.waitForSelector('article');
    const box = page.getByRole('searchbox');
    await box.fill(lang === 'el' ? 'Ath' : 'United'); await page.waitForTimeout(2500);
    const matches = page.getByRole('region', { name: /Matches|Αγώνες/ });
    if (await matches.count()) await matches.scrollIntoViewIfNeeded();
    await shot('search');
  }
  if (!only || only === 'league') {
    await page.goto(`${origin}/sports/football`); await page.waitForTimeout(2500);
    await shot('sport-football');
  }
  await context.close();
}
await browser.close();
