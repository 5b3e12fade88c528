import { expect, type Page, test } from '@playwright/test';
import { submitLogin } from './account-kit';
import { openApp, siteUrl } from './site';
import { type ApiEvent, fetchApi, oddsButton } from './sports-kit';

/** Site 84 takes live bets (site 1, Playline, does not: slip-login.spec.ts); its demo player1 holds 1,000.00 EUR. */
const LIVE_SITE = 84;

/** The player's available balance as the server holds it (minor units). */
async function available(page: Page): Promise<number> {
  const { calculatedBalance } = await fetchApi<{ calculatedBalance: number }>(page, '/api/client/balance/refresh');
  return calculatedBalance;
}

/** A match in play (football when one is on) whose home price can be taken now (live markets suspend around dangerous moments). */
async function liveFootballEvent(page: Page): Promise<ApiEvent> {
  let found: ApiEvent | undefined;
  await expect
    .poll(
      async () => {
        const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?status=live&limit=200');
        // Football first; any sport in play otherwise (football has quiet hours; esports play round the clock).
        const tradable = events.filter(
          (event) =>
            event.status === 'live' &&
            (event.mainMarket?.type === '1x2' || event.mainMarket?.type === 'winner') &&
            event.mainMarket.status === 'open' &&
            event.mainMarket.outcomes.some((outcome) => outcome.code === 'home' && outcome.status === 'open'),
        );
        found = tradable.find((event) => event.sport === 'football') ?? tradable[0];
        return found !== undefined;
      },
      { message: 'a match in play with an open match result', timeout: 60_000 },
    )
    .toBe(true);
  return found as ApiEvent;
}

test.describe('in-play betting (issue 6)', () => {
  test('a live pick waits the in-play delay, then is accepted (the balance drops) or refused (it does not)', async ({
    page,
  }) => {
    // Waiting for a tradable live price, then the delay itself: more than the default 30 s may be needed.
    test.setTimeout(120_000);
    await openApp(page, siteUrl(LIVE_SITE, '/login'));
    await submitLogin(page, 'player1', 'password1');
    await expect(page.getByRole('form', { name: 'Log in' })).toBeHidden();
    const event = await liveFootballEvent(page);
    const before = await available(page);

    await openApp(page, siteUrl(LIVE_SITE, `/sports/event/${event.id}`));
    const market = event.mainMarket?.type === 'winner' ? 'Winner' : 'Match result';
    const pick = oddsButton(page.getByRole('region', { name: market, exact: true }), '1');
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Open the bet slip' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(slip.getByText('Live', { exact: true })).toBeVisible();
    // Live prices move while the slip is open: the player takes any price, so only a suspension can refuse it.
    await slip.getByRole('combobox', { name: 'When prices change' }).selectOption('any');
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('5');
    await slip.getByRole('button', { name: /^Place €5\.00 · return €/ }).click();
    await expect(slip.getByRole('button', { name: /^Waiting for acceptance/ })).toBeVisible();

    const accepted = slip.getByText('Bet placed');
    const refused = slip.getByRole('alert');
    await expect(accepted.or(refused)).toBeVisible({ timeout: 20_000 });
    if (await accepted.isVisible()) {
      expect(await available(page)).toBe(before - 500);
      const { bets } = await fetchApi<{ bets: { legs: { eventId: number }[] }[] }>(
        page,
        '/api/client/bets?status=open',
      );
      expect(bets.map((bet) => bet.legs[0]?.eventId)).toContain(event.id);
    } else {
      await expect(refused).toHaveText(/waited for acceptance|Prices changed before your bet was placed/);
      expect(await available(page)).toBe(before);
    }
  });
});
