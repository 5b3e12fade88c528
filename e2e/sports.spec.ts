import { expect, test } from '@playwright/test';
import { becomeVisitor, callApi, registerPlayer, submitLogin } from './account-kit';
import { openApp } from './site';
import {
  type ApiEvent,
  type ApiOutright,
  escapeRegExp,
  eventIdOfRow,
  eventRow,
  eventRows,
  fetchApi,
  oddsButton,
  priceOf,
  readFavourites,
  readSlip,
  region,
} from './sports-kit';

/** Issue 4: the pre-match screens on a phone, against the simulator's catalogue. */

test.describe('sportsbook pre-match (issue 4)', () => {
  test('the walk: sports → football → a league → a match; a picked price survives a reload and taps off', async ({
    page,
  }) => {
    await openApp(page, '/sports');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /Football/ })
      .click();
    await expect(page).toHaveURL(/\/sports\/football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

    // A country with matches opens to its leagues; the first league with matches leads to its page.
    const countries = region(page, 'Countries and leagues');
    const country = countries
      .locator('details')
      .filter({ hasText: /\b[1-9]\d* matches/ })
      .first();
    await country.locator('summary').click();
    const leagueLink = country.getByRole('link', { name: /\b[1-9]\d* matches/ }).first();
    await expect(leagueLink).toBeVisible();
    const leagueName = (await leagueLink.innerText()).split('\n')[0]?.trim() ?? '';
    await leagueLink.click();
    await expect(page).toHaveURL(/\/sports\/football\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: leagueName, exact: true })).toBeVisible();

    // An upcoming match (a kick-off time, not a live clock) whose prices are open.
    const list = region(page, leagueName);
    const row = eventRows(list)
      .filter({ has: page.locator('time') })
      .filter({ has: oddsButton(page, '1') })
      .first();
    await expect(row).toBeVisible();
    const matchName = (await row.getAttribute('aria-label')) ?? '';
    const [home, away] = matchName.split(' – ');
    await row.getByRole('link', { name: new RegExp(`^${escapeRegExp(matchName)}, All \\d+ markets$`) }).click();
    await expect(page).toHaveURL(/\/sports\/event\/\d+$/);
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: `${home} v ${away}`, exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Main', selected: true })).toBeVisible();

    const matchResult = region(page, 'Match result');
    const homeWin = oddsButton(matchResult, '1');
    await expect(homeWin).toHaveAttribute('aria-pressed', 'false');
    await homeWin.click();
    await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status', { name: '1 on your bet slip' })).toBeVisible();

    await page.reload();
    await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
    await expect(oddsButton(matchResult, 'X')).toHaveAttribute('aria-pressed', 'false');
    const slip = await readSlip(page);
    expect(slip).toHaveLength(1);
    expect(slip[0]).toMatchObject({ eventId, code: 'home' });
    expect(slip[0]?.odds).toBeGreaterThan(1);

    await homeWin.click();
    await expect(homeWin).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status', { name: /on your bet slip/ })).toHaveCount(0);
    expect(await readSlip(page)).toEqual([]);
  });

  test('outrights: each league with its winner market, team names and prices; a pick toggles', async ({ page }) => {
    await openApp(page, '/sports/football/outrights');
    await expect(page.getByRole('heading', { level: 1, name: 'Football · Outrights' })).toBeVisible();
    const { outrights } = await fetchApi<{ outrights: ApiOutright[] }>(page, '/api/sports/football/outrights');
    const outright = outrights[0];
    const lastOutright = outrights[outrights.length - 1];
    if (!outright || !lastOutright) throw new Error('no football outrights on offer');
    const winner = outright.markets.find((market) => market.type === 'outright_winner');
    const favourite = winner?.outcomes.find((outcome) => outcome.status === 'open' && outcome.name);
    expect(favourite?.name, 'an open team in the first league’s winner market').toBeTruthy();
    const team = favourite?.name ?? '';

    const card = region(page, outright.league.name);
    await expect(card.getByRole('heading', { name: outright.league.name })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Winner', exact: true })).toBeVisible();
    await expect(card.getByText(/^Settles /)).toBeVisible();
    // A price per team, in the decimal format.
    const pick = oddsButton(card, team);
    await expect(pick).toHaveText(new RegExp(`^${escapeRegExp(team)}[▲▼]?\\d+\\.\\d{2}$`));
    expect(await priceOf(pick, team)).toMatch(/^\d+\.\d{2}$/);
    // Every league on offer has its card.
    await expect(page.getByRole('heading', { level: 2, name: lastOutright.league.name })).toHaveCount(1);

    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await readSlip(page)).map((selection) => selection.code)).toEqual([favourite?.code]);
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'false');
    expect(await readSlip(page)).toEqual([]);
  });

  test('coupon: many matches with their main market; a day filter narrows the list to that day', async ({ page }) => {
    await openApp(page, '/sports/football/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Football · Coupon' })).toBeVisible();
    const allDays = page.getByRole('button', { name: 'All days' });
    await expect(allDays).toHaveAttribute('aria-pressed', 'true');
    const list = region(page, 'Coupon');
    const rows = eventRows(list);
    // The list is virtualised: a screenful and its overscan are drawn, each with 1, X and 2.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
    for (const row of (await rows.all()).slice(0, 5)) {
      await expect(row.getByRole('button', { name: /^(1|X|2) (\S+|Suspended)/ })).toHaveCount(3);
    }
    const firstDay = await list.getByRole('heading', { level: 2 }).first().innerText();
    const firstMatch = await rows.first().getAttribute('aria-label');

    // Another day than the first with matches: the test walks the day chips from three days ahead until one lists
    // matches (every day has football since issue 21; the walk keeps the test to what the page shows). The chip
    // reads e.g. "Sat, May 2", the list's heading "Saturday, May 2".
    const chips = page.getByRole('list').filter({ has: allDays }).getByRole('button');
    const headings = list.getByRole('heading', { level: 2 });
    const empty = page.getByText(/^No matches are scheduled here/);
    let chosen: { weekday: string; date: string } | null = null;
    for (let index = 3; index < (await chips.count()) && !chosen; index++) {
      const chip = chips.nth(index);
      const chipText = await chip.innerText();
      const date = /\d+/.exec(chipText)?.[0] ?? '';
      expect(date).not.toBe('');
      if (new RegExp(`\\b${date}\\b`).test(firstDay)) continue;
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(allDays).toHaveAttribute('aria-pressed', 'false');
      // The day's own heading, or the empty list (not the previous day's rows while the new ones load).
      const dayHeading = headings.filter({ hasText: new RegExp(`\\b${date}\\b`) }).first();
      await expect(dayHeading.or(empty)).toBeVisible();
      if (await empty.isVisible()) continue;
      chosen = { weekday: chipText.slice(0, 3), date };
    }
    expect(chosen, 'a later day with football').not.toBeNull();
    await expect(headings.first()).toHaveText(new RegExp(`^${chosen?.weekday}.*\\b${chosen?.date}\\b`));
    await expect(headings).toHaveCount(1);
    expect(await headings.first().innerText()).not.toBe(firstDay);
    await expect(rows.first()).not.toHaveAttribute('aria-label', firstMatch ?? '');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);

    // Back to every day: the first day heads the list again.
    await allDays.click();
    await expect(headings.first()).toHaveText(firstDay);
  });

  test('favourites: a starred match shows under Favourites, survives a reload, and merges into the account at login', async ({
    page,
  }) => {
    const player = await registerPlayer(page);
    await becomeVisitor(page);
    await openApp(page, '/sports');
    const favourites = region(page, 'Favourites');
    await expect(favourites.getByText('Tap the star on a match to follow it here.')).toBeVisible();

    const row = eventRows(region(page, 'Highlights')).first();
    const matchName = (await row.getAttribute('aria-label')) ?? '';
    const eventId = await eventIdOfRow(row);
    const star = row.getByRole('button', { name: `Follow ${matchName}`, exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const unfollow = row.getByRole('button', { name: `Unfollow ${matchName}`, exact: true });
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    const followed = favourites.getByRole('article', { name: matchName, exact: true });
    await expect(followed).toBeVisible();
    await expect(favourites.getByText('Tap the star on a match to follow it here.')).toHaveCount(0);

    await page.reload();
    await expect(followed).toBeVisible();
    await expect(followed.getByRole('button', { name: `Unfollow ${matchName}`, exact: true })).toBeVisible();
    expect(await readFavourites(page)).toEqual([eventId]);

    // The visitor logs in: the device's list is merged into the player's, on the server.
    await page.goto('/login');
    await submitLogin(page, player.userName, player.password);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect
      .poll(async () => ((await callApi(page, 'GET', '/api/client/favourites')) as { eventIds: number[] }).eventIds)
      .toContain(eventId);

    // Unfollowing as the player saves the shorter list to the server too, once this visit's merge has answered.
    const merged = page.waitForResponse((response) => response.url().endsWith('/api/client/favourites/merge'));
    await openApp(page, '/sports');
    await merged;
    await region(page, 'Favourites')
      .getByRole('button', { name: `Unfollow ${matchName}`, exact: true })
      .click();
    await expect(favourites.getByText('Tap the star on a match to follow it here.')).toBeVisible();
    await expect
      .poll(async () => ((await callApi(page, 'GET', '/api/client/favourites')) as { eventIds: number[] }).eventIds)
      .not.toContain(eventId);
  });

  test('odds format: fractional and American change every price, and the choice survives a reload', async ({
    page,
  }) => {
    await openApp(page, '/sports');
    const formats = page.getByRole('group', { name: 'Odds format' });
    await expect(formats.getByRole('button', { name: 'Decimal' })).toHaveAttribute('aria-pressed', 'true');
    const highlights = region(page, 'Highlights');
    const homePrices = oddsButton(highlights, '1');
    await expect(homePrices.first()).toBeVisible();
    const prices = async () => Promise.all((await homePrices.all()).map((button) => priceOf(button, '1')));
    const everyPrice = (pattern: RegExp) =>
      expect.poll(async () => (await prices()).filter((price) => !pattern.test(price))).toEqual([]);

    await everyPrice(/^\d+\.\d{2}$/);
    await formats.getByRole('button', { name: 'Fractional' }).click();
    await expect(formats.getByRole('button', { name: 'Fractional' })).toHaveAttribute('aria-pressed', 'true');
    await everyPrice(/^\d+\/\d+$/);
    await expect(homePrices.first()).toHaveText(/^1[▲▼]?\d+\/\d+$/);

    await page.reload();
    await expect(formats.getByRole('button', { name: 'Fractional' })).toHaveAttribute('aria-pressed', 'true');
    await expect(homePrices.first()).toHaveText(/^1[▲▼]?\d+\/\d+$/);
    await everyPrice(/^\d+\/\d+$/);

    await formats.getByRole('button', { name: 'American' }).click();
    await everyPrice(/^[+-]\d+$/);
    await page.reload();
    await expect(formats.getByRole('button', { name: 'American' })).toHaveAttribute('aria-pressed', 'true');
    await everyPrice(/^[+-]\d+$/);
    // The same price reads the same way on an event page.
    await page
      .getByRole('link', { name: /, All \d+ markets$/ })
      .first()
      .click();
    await expect(oddsButton(page.getByRole('tabpanel'), '1').first()).toHaveText(/[+-]\d+$/);
  });

  test('search: two letters of a team list matching matches and leagues; the full name finds its match', async ({
    page,
  }) => {
    await openApp(page, '/sports');
    const row = eventRows(region(page, 'Highlights')).first();
    const matchName = (await row.getAttribute('aria-label')) ?? '';
    const team = matchName.split(' – ')[0] ?? '';
    const eventId = await eventIdOfRow(row);
    const search = page.getByRole('searchbox', { name: 'Search teams and leagues' });

    await search.fill(team.slice(0, 1));
    await expect(page.getByText('Type at least 2 letters.')).toBeVisible();

    const letters = team.slice(0, 2);
    await search.fill(letters);
    await expect(page.getByText('Type at least 2 letters.')).toHaveCount(0);
    const matches = region(page, 'Matches');
    const leagues = region(page, 'Leagues');
    await expect(matches.or(leagues).first()).toBeVisible();
    // The page lists what the API finds (re-read should the catalogue move on in between).
    await expect(async () => {
      const { events } = await fetchApi<{ events: ApiEvent[] }>(
        page,
        `/api/sports/search?q=${encodeURIComponent(letters)}`,
      );
      expect(events.length).toBeGreaterThan(0);
      await expect(eventRows(matches)).toHaveCount(events.length, { timeout: 1000 });
      // Matched by a team (or by a league whose name holds the letters, listed above).
      const byTeam = events.filter((event) =>
        `${event.home.name} ${event.away.name}`.toLowerCase().includes(letters.toLowerCase()),
      );
      const first = byTeam[0];
      if (!first) throw new Error(`no match found by a team name holding “${letters}”`);
      await expect(eventRow(matches, first).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    await search.fill(team);
    // The same two sides may meet more than once this week: the match is told apart by its link.
    const found = matches.getByRole('article', { name: matchName, exact: true });
    await expect(found.first()).toBeVisible();
    expect(
      await found.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toContain(`/sports/event/${eventId}`);
    for (const name of await eventRows(matches).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')))) {
      expect(name?.toLowerCase()).toContain(team.toLowerCase());
    }

    await search.fill('qqzzxx');
    await expect(page.getByText('Nothing matches “qqzzxx”. Try a team or a league name.')).toBeVisible();
  });
});
