import { expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiEvent, fetchApi } from './sports-kit';

/** Every visible target's width and height in CSS px, with its name, for the ones under 44 × 44. */
async function tooSmall(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box) continue;
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
    if (box.width < 44 || box.height < 44) small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return small;
}

/** Three later football picks on the stored slip, in system mode (banker boxes show). */
async function slipOfThree(page: Page) {
  const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?sport=football&limit=50');
  const picks = events
    .filter((event) => event.status === 'prematch' && event.mainMarket?.status === 'open')
    .slice(0, 3)
    .map((event, index) => {
      const market = event.mainMarket!;
      const outcome = market.outcomes[0]!;
      return {
        outcomeId: outcome.id,
        eventId: event.id,
        marketKey: market.key,
        code: outcome.code,
        odds: outcome.odds,
        eventName: `${event.home.name} – ${event.away.name}`,
        marketType: market.type,
        line: null,
        sport: 'football',
        startsAt: event.startsAt,
        addedAt: index,
      };
    });
  const slip = {
    selections: picks,
    stakes: {},
    mode: 'system',
    sizes: [],
    bankers: [],
    builder: [],
    oddsPolicy: 'none',
  };
  await page.evaluate((data) => localStorage.setItem('slip_s', JSON.stringify({ ...data, owner: null })), slip);
}

test('tap targets are at least 44 × 44 px on a touch screen: slip controls, tab bar, header and footer links', async ({
  page,
}) => {
  await page.goto('/');
  await slipOfThree(page);
  await page.goto('/slip');
  const slip = page.getByRole('region', { name: 'Bet slip' }).first();
  await expect(slip.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  expect(await tooSmall(slip.getByRole('tab'))).toEqual([]);
  expect(await tooSmall(slip.getByRole('button', { name: /^Remove / }))).toEqual([]);
  expect(await tooSmall(slip.getByRole('group', { name: 'Quick stakes' }).getByRole('button'))).toEqual([]);
  expect(await tooSmall(slip.locator('label').filter({ has: page.getByRole('checkbox') }))).toEqual([]);
  expect(await tooSmall(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link'))).toEqual([]);
  expect(await tooSmall(page.getByRole('banner').first().getByRole('button'))).toEqual([]);
  expect(await tooSmall(page.getByRole('contentinfo').getByRole('link'))).toEqual([]);
});
