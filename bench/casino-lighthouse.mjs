// The casino lobby on a phone: Lighthouse's mobile performance (target ≥ 95) and what the first render costs in
// DOM nodes, on the home page (which ends with all of the lobby's 300+ games in one grid) and on the largest category.
// `node bench/casino-lighthouse.mjs` starts its own server; `run-all.mjs` passes its own.
import { chromium } from '@playwright/test';
import { measureLighthouseMedian } from './lighthouse.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, startServer } from './server.mjs';

/** A tile is a link into a game screen (any lobby's game route). */
const TILE_SELECTOR = 'a[href*="/game/"]';

/** The category with the most games, from the API: the heaviest lobby view a player can open. */
async function largestCategory(baseUrl) {
  const response = await fetch(`${baseUrl}/api/casino/categories?lobby=casino`);
  if (!response.ok) return null;
  const categories = await response.json();
  return categories.reduce((best, row) => (best === null || row.total > best.total ? row : best), null);
}

/** DOM nodes and tiles once the first tile has painted (the first useful render), and after scrolling to the end. */
async function measureDom(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator(TILE_SELECTOR).first().waitFor({ timeout: 20_000 });
    const count = () =>
      page.evaluate(
        (selector) => ({
          domNodes: document.getElementsByTagName('*').length,
          tilesInDom: document.querySelectorAll(selector).length,
        }),
        TILE_SELECTOR,
      );
    const firstRender = await count();
    // A virtualised grid keeps the DOM small however long the list; scrolling to the end shows it stays so.
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 2_000);
      await page.waitForTimeout(50);
    }
    const scrolled = await count();
    return { firstRender, afterScrollingToEnd: scrolled };
  } finally {
    await page.close();
  }
}

/** How many games the lobby's home page holds: its rows, and every game of the lobby in the grid at its end. */
async function lobbyGames(baseUrl) {
  const response = await fetch(`${baseUrl}/api/casino/games?lobby=casino&limit=1`);
  return response.ok ? (await response.json()).total : null;
}

export async function measureCasinoLobby(baseUrl) {
  const largest = await largestCategory(baseUrl);
  const views = [{ name: 'home', path: '/casino', games: await lobbyGames(baseUrl) }];
  if (largest)
    views.push({ name: 'largestCategory', path: `/casino/category/${largest.category}`, games: largest.total });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  const results = {};
  try {
    for (const view of views) {
      const url = `${baseUrl}${view.path}`;
      // A fresh server loads the web build's page renderer on the first request for /casino (decision 013): the
      // page is measured as visitors get it after that first one.
      await fetch(url);
      results[view.name] = {
        path: view.path,
        gamesInView: view.games,
        lighthouseMobile: await measureLighthouseMedian(url),
        dom: await measureDom(browser, url).catch((error) => ({ error: String(error.message ?? error) })),
      };
    }
  } finally {
    await browser.close();
  }
  return { budget: { lighthousePerformance: 95, gamesInLargestView: 300 }, ...results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(Number(process.env.PORT ?? 3314));
  try {
    console.log(JSON.stringify(await measureCasinoLobby(server.url), null, 2));
  } finally {
    server.stop();
  }
}
