import { expect, test } from '@playwright/test';
import { openApp, siteUrl } from './site';
import { type ApiEvent, collectPageErrors, fetchApi, oddsButton, readSlip, region } from './sports-kit';

/**
 * Issue 21 on a phone: each sport told in its own words, and football's market depth. A tennis match in play shows
 * its sets, the set's games, the game's points and who serves, offers the set and the game in play, and its tracker
 * is a tennis court; a football match has total goals 2.5 and both teams to score on its main tab, Asian lines and
 * the anytime goalscorer, and a tap puts one on the slip.
 */
const LIVE_SITE = 77;

interface LiveTennis extends ApiEvent {
  scoreboard: { phase: string; period: number; game?: { server: 'home' | 'away' } | null } | null;
}

test('a live tennis match: points, games and sets, the server, next-game and set markets, a tennis court', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await openApp(page, siteUrl(LIVE_SITE, '/live'));
  const { events } = await fetchApi<{ events: LiveTennis[] }>(
    page,
    '/api/sports/events?status=live&sport=tennis&limit=50',
  );
  const event = events.find((candidate) => candidate.scoreboard?.phase === 'live');
  expect(event, 'a tennis match in play (tours play all day)').toBeTruthy();
  const match = event as LiveTennis;
  await openApp(page, siteUrl(LIVE_SITE, `/live/event/${match.id}`));
  const board = page.getByRole('article', { name: `${match.home.name} v ${match.away.name}` });
  await expect(board.getByText(/Set \d$/)).toBeVisible();
  await expect(board.getByRole('img', { name: 'Serving' })).toHaveCount(1);
  await expect(board.getByText(/^Points /)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Set \d winner$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Set \d, game \d+ winner$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Goals' })).toHaveCount(0);
  await expect(page.getByText('Draws')).toHaveCount(0);

  await page.getByRole('link', { name: 'Match tracker' }).click();
  const tracker = region(page, 'Match tracker');
  await expect(tracker.getByRole('img')).toBeVisible();
  await expect(tracker.getByText(/ to serve$/)).toBeVisible();
  await expect(page.getByText(/has the ball/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a football match: O/U 2.5 and both teams to score on the main tab, Asian lines, anytime scorer, one to the slip', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openApp(page, siteUrl(1, '/sports'));
  const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?sport=football&limit=20');
  const event = events.find((candidate) => candidate.status === 'prematch') as ApiEvent;
  await openApp(page, siteUrl(1, `/sports/event/${event.id}`));
  await expect(page.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Total 2.5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Both teams to score' })).toBeVisible();
  await oddsButton(page, 'Over').first().click();
  await expect
    .poll(async () => (await readSlip(page)).map((pick) => pick.outcomeId))
    .toEqual([`${event.id}/ou:2.5/over`]);

  await page.getByRole('tab', { name: 'Handicaps' }).click();
  await expect(page.getByRole('button', { name: 'Asian handicap -1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByRole('button', { name: 'Anytime goalscorer' })).toBeVisible();
  await page.getByRole('tab', { name: 'Corners' }).click();
  await expect(page.getByRole('button', { name: /^Corners \d+\.5$/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
