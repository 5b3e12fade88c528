import { expect, test } from '@playwright/test';
import { openApp, siteUrl } from './site';
import { collectPageErrors, region, upcomingFootballEvent } from './sports-kit';

/** Issue 4: statistics, live scores, the Greek market and the embedded provider frame. */

test.describe('sports statistics and scores (issue 4)', () => {
  test('statistics: a league table with points, best first; another league swaps the table', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openApp(page, '/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Football', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const leagues = page.getByRole('group', { name: 'Choose a league' });
    const chosen = leagues.getByRole('button', { pressed: true });
    const leagueName = await chosen.innerText();

    const table = region(page, 'Table').getByRole('table');
    await expect(table).toContainText(`${leagueName} · Season`);
    await expect(table.getByRole('columnheader', { name: 'Pts' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Team' })).toBeVisible();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(4);
    const points = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[6]?.textContent)));
    expect(points.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
    expect(points.some((value) => value > 0)).toBe(true);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    await expect(table.getByRole('img', { name: /^Last results: (Win|Draw|Loss)/ }).first()).toBeVisible();
    const firstTeam = await table.getByRole('rowheader').first().innerText();

    const otherName = await leagues.getByRole('button', { pressed: false }).first().innerText();
    const other = leagues.getByRole('button', { name: otherName, exact: true });
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]league=\d+/);
    await expect(table).toContainText(`${otherName} · Season`);
    await expect(table.getByRole('rowheader').first()).not.toHaveText(firstTeam);
    expect(errors).toEqual([]);
  });

  test('match statistics: both teams’ form, head to head and the table with the two sides marked', async ({ page }) => {
    await openApp(page, '/sports');
    const event = await upcomingFootballEvent(page);
    await openApp(page, `/statistics/match/${event.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${event.home.name} v ${event.away.name}`, exact: true }),
    ).toBeVisible();
    for (const team of [event.home, event.away]) {
      const form = region(page, `${team.name} · Form`);
      await expect(form.getByRole('heading', { name: team.name, exact: true })).toBeVisible();
      await expect(
        form.getByRole('img', { name: /^Last results: (Win|Draw|Loss)(, (Win|Draw|Loss))*$/ }),
      ).toBeVisible();
      await expect(form.getByRole('link').first()).toHaveText(/\d+–\d+/);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Head to head' })).toBeVisible();
    const headToHead = page.getByRole('heading', { name: 'Head to head' }).locator('xpath=..');
    await expect(
      headToHead
        .getByRole('link', { name: /\d+–\d+/ })
        .first()
        .or(headToHead.getByText('These teams have not met recently.')),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(event.home.name) })).toHaveAttribute('aria-current', 'true');
    await expect(table.getByRole('row', { name: new RegExp(event.away.name) })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Bet on this match' }).click();
    await expect(page).toHaveURL(new RegExp(`/sports/event/${event.id}$`));
  });

  test('live scores: what is in play and today’s results, or their empty states, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openApp(page, '/live-scores');
    await expect(page.getByRole('heading', { level: 1, name: 'Live scores' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All sports' })).toHaveAttribute('aria-pressed', 'true');
    const live = region(page, 'Live now');
    const today = region(page, "Today's results");
    await expect(live.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
    // Each section settles on league groups of scoreboards or on its empty message.
    await expect(
      live.getByRole('link').first().or(live.getByText('Nothing is in play right now. Today’s results are below.')),
    ).toBeVisible();
    await expect(today.getByRole('link').first().or(today.getByText('No finished matches yet today.'))).toBeVisible();
    await expect(page.getByText('Scores did not load.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tennis', exact: true }).click();
    await expect(page).toHaveURL(/\?sport=tennis$/);
    await expect(page.getByRole('button', { name: 'Tennis', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      live.getByRole('link').first().or(live.getByText('Nothing is in play right now. Today’s results are below.')),
    ).toBeVisible();
    await expect(page.getByText('Scores did not load.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the Greek-market site shows the sports page in Greek', async ({ page }) => {
    await openApp(page, siteUrl(44, '/sports'));
    await expect(page.locator('html')).toHaveAttribute('lang', /^el/);
    await expect(page.getByRole('heading', { level: 1, name: 'Αθλήματα' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Αναζήτηση ομάδων και διοργανώσεων' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Κορυφαίοι αγώνες' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Ποδόσφαιρο/ }).first()).toBeVisible();
    await expect(page.getByText('Highlights', { exact: true })).toHaveCount(0);
  });
});

test.describe('embedded provider frame (issue 4)', () => {
  test('/sports/digitain frames the sportsbook, which verifies the handshake and says it is connected', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openApp(page, '/sports/digitain');
    const frameElement = page.getByTitle('Digitain', { exact: true });
    await expect(frameElement).toBeVisible();
    await expect(frameElement).toHaveAttribute('src', /embed=digitain/);
    const frame = page.frameLocator('iframe[title="Digitain"]');
    await expect(frame.getByRole('status').filter({ hasText: 'Connected to Digitain' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(frame.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    // The host page itself is not a framed sportsbook: it shows no connection state of its own.
    await expect(page.getByRole('status').filter({ hasText: /Connected to|Connecting/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
