import { expect, type Page, test } from '@playwright/test';
import { callApi, depositByApi, registerPlayer } from './account-kit';
import { openApp } from './site';

/** What the round calls answer (the parts the flow checks). */
interface RoundAnswer {
  roundId: number;
  stake: number;
  win: number;
  finished: boolean;
  outcome: { crashPoint: number | null; cashOutAt: number | null; cashedOut: boolean };
  balance: { balance: number };
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function availableBalance(page: Page): Promise<number> {
  const answer = (await callApi(page, 'GET', '/api/client/balance/change')) as { calculatedBalance: number };
  return answer.calculatedBalance;
}

/** `Cash out €1.23` → 123 (0 when there is no amount). */
const centsIn = (text: string) => Math.round(Number(/€([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0) * 100);

const isCashOut = (url: string) => /\/api\/casino\/rounds\/\d+\/cash-out$/.test(url);

test('a player finds crash from the casino, bets, cashes out mid-flight, and the balance moves by the round', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openApp(page, '/');
  await registerPlayer(page);
  await depositByApi(page, 20_000);
  const before = await availableBalance(page);

  // The casino's search finds the crash games, and its shortcut opens their category.
  await openApp(page, '/casino');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('crash');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await page.getByRole('link', { name: 'Crash games' }).click();
  await expect(page).toHaveURL(/\/games\/category\/crash-instant$/);
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/games\/game\/[a-z0-9-]+$/);

  const frame = page.frameLocator('iframe');
  const play = frame.getByRole('button', { name: 'Play', exact: true });
  let expected = before;
  let won: RoundAnswer | null = null;
  // A flight that crashes before the tap (1.00× is 3% of flights) is lost: the next one is flown.
  for (let attempt = 0; attempt < 4 && !won; attempt++) {
    await expect(play).toBeEnabled({ timeout: 15_000 });
    const [start] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/casino/rounds') && r.request().method() === 'POST'),
      play.click(),
    ]);
    const flight = (await start.json()) as RoundAnswer;
    expect(flight).toMatchObject({ finished: false, outcome: { crashPoint: null } });
    expected -= flight.stake;
    const cashOut = frame.getByRole('button', { name: /^Cash out €/ });
    // Tap once the offer is above the stake: a tap at 1.00× pays the stake back and moves nothing.
    await expect
      .poll(async () => centsIn((await cashOut.textContent({ timeout: 8_000 }).catch(() => null)) ?? ''), {
        timeout: 8_000,
      })
      .toBeGreaterThan(flight.stake)
      .catch(() => undefined);
    const answered = page.waitForResponse((r) => isCashOut(r.url()), { timeout: 8_000 }).catch(() => null);
    await cashOut.click({ timeout: 8_000 }).catch(() => undefined);
    const response = await answered;
    const result = response ? ((await response.json()) as RoundAnswer) : null;
    if (result?.outcome.cashedOut) {
      expect(result.win).toBe(Math.floor((flight.stake * Math.round((result.outcome.cashOutAt ?? 0) * 100)) / 100));
      expected += result.win;
      won = result;
    }
    await expect(frame.getByRole('status').filter({ hasText: /Cashed out at|Crashed at/ })).toBeVisible();
  }
  expect(won, 'a flight cashed out').not.toBeNull();
  await expect(frame.getByText(/^Cashed out at \d+\.\d\d× — You win €/)).toBeVisible();
  await expect(page.getByRole('status', { name: `Balance ${euros(expected)}` })).toBeVisible();
  expect(await availableBalance(page)).toBe(expected);
  expect(expected).not.toBe(before);
});
