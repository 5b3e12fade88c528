import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers of the sports browser tests. The catalogue comes from a deterministic simulator whose prices move every
 * minute, so tests read names and ids from the page or the API and never assert exact prices.
 */

/** The parts of the catalogue API the tests read (contract `api/sports.ts`). */
export interface ApiCompetitor {
  id: number;
  name: string;
}
export interface ApiOutcome {
  id: string;
  code: string;
  name?: string;
  odds: number;
  status: 'open' | 'suspended';
}
export interface ApiMarket {
  key: string;
  type: string;
  status: 'open' | 'suspended';
  outcomes: ApiOutcome[];
}
export interface ApiEvent {
  id: number;
  sport: string;
  league: { id: number; name: string };
  home: ApiCompetitor;
  away: ApiCompetitor;
  startsAt: string;
  status: 'prematch' | 'live' | 'finished';
  mainMarket: ApiMarket | null;
}
export interface ApiOutright {
  league: { id: number; name: string };
  markets: ApiMarket[];
}

/** What the slip keeps in local storage `slip_s`. */
export interface StoredPick {
  outcomeId: string;
  eventId: number;
  code: string;
  odds: number;
}

/**
 * GETs an API path from inside the page, with its origin and cookies (node-side requests cannot resolve the
 * `site<ID>.localhost` hosts); the page must already be on the app's origin.
 */
export async function fetchApi<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    return { status: response.status, body: await response.text() };
  }, path);
  expect(answer.status, `GET ${path}: ${answer.body.slice(0, 300)}`).toBe(200);
  return JSON.parse(answer.body) as T;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A titled part of a page (`<section aria-label>`), by its exact name. */
export const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** The match rows of a list (each an article named "Home – Away"). */
export const eventRows = (scope: Page | Locator) => scope.getByRole('article');

/** The row of one match, by its two sides as the page names them. */
export const eventRow = (scope: Page | Locator, event: Pick<ApiEvent, 'home' | 'away'>) =>
  scope.getByRole('article', { name: `${event.home.name} – ${event.away.name}`, exact: true });

/**
 * An odds button by its outcome label ("1", "X", "Over 2.5", a team): its accessible name is the label, the price
 * in the chosen format and a movement note, so only the label is matched.
 */
export const oddsButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} (?!Suspended)\\S`) });

/** The price an odds button reads right now (its accessible name without the label and movement note). */
export async function priceOf(button: Locator, label: string): Promise<string> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  return name
    .slice(label.length)
    .replace(/Price (up|down)$/, '')
    .trim();
}

/** The event id a match row links to (`/sports/event/:id`). */
export async function eventIdOfRow(row: Locator): Promise<number> {
  const href = await row.getByRole('link').first().getAttribute('href');
  const id = Number(/\/sports\/event\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id, `event link of a row: ${href}`).toBeGreaterThan(0);
  return id;
}

export async function readSlip(page: Page): Promise<StoredPick[]> {
  // slip_s is an object since the bet slip (issue 5): its picks are under `selections`.
  return page.evaluate(() => (JSON.parse(localStorage.getItem('slip_s') ?? '{}').selections ?? []) as StoredPick[]);
}

export async function readFavourites(page: Page): Promise<number[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('fav_s') ?? '[]') as number[]);
}

/** Uncaught errors of the page, collected from now on (a screen that "renders without errors"). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The first upcoming football match of the API with an open main market (its prices can be tapped); `last` takes
 * the last of the first fifty instead, for a test that settles its match by hand (which closes it to every other
 * test's bets while lists still show it).
 */
export async function upcomingFootballEvent(page: Page, which: 'first' | 'last' = 'first'): Promise<ApiEvent> {
  const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?sport=football&limit=50');
  const event = (which === 'last' ? [...events].reverse() : events).find(
    (candidate) =>
      candidate.status === 'prematch' &&
      candidate.mainMarket?.status === 'open' &&
      candidate.mainMarket.outcomes.every((outcome) => outcome.status === 'open'),
  );
  expect(event, 'an upcoming football match with an open main market').toBeTruthy();
  return event as ApiEvent;
}
