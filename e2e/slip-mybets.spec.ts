import { expect, test } from '@playwright/test';
import { depositByApi, registerPlayer } from './account-kit';
import { type ApiEvent, fetchApi, oddsButton } from './sports-kit';

const HOUR = 3_600_000;

/** Two football matches at least two hours away (cash-out stays open: no leg goes live during the test). */
async function laterMatches(page: import('@playwright/test').Page): Promise<[ApiEvent, ApiEvent]> {
  const { events } = await fetchApi<{ events: ApiEvent[] }>(page, '/api/sports/events?sport=football&limit=50');
  const open = events.filter(
    (event) =>
      event.status === 'prematch' &&
      Date.parse(event.startsAt) > Date.now() + 2 * HOUR &&
      event.mainMarket?.status === 'open' &&
      event.mainMarket.outcomes.every((outcome) => outcome.status === 'open'),
  );
  expect(open.length, 'two later football matches with open main markets').toBeGreaterThanOrEqual(2);
  return [open[0]!, open[1]!];
}

test('slip and my bets on a phone: names, stake kept across bet types, receipt legs, Keep selections, My bets tab with its count, a partial cash-out on the card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await registerPlayer(page);
  await depositByApi(page, 5_000);
  const [first, second] = await laterMatches(page);

  await page.goto(`/sports/event/${first.id}`);
  await oddsButton(page.getByRole('region', { name: 'Match result' }), '1').tap();
  await page.goto(`/sports/event/${second.id}`);
  await oddsButton(page.getByRole('region', { name: 'Match result' }), '2').tap();
  await page.getByRole('button', { name: 'Open the bet slip' }).tap();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });

  // Each pick is named by its team, for eyes and for screen readers.
  await expect(slip.getByRole('button', { name: `Remove ${first.home.name}` })).toBeVisible();
  await expect(slip.getByRole('button', { name: `Remove ${second.away.name}` })).toBeVisible();

  // The stake typed for the singles stays when the player picks Multiple.
  await slip.getByRole('textbox', { name: 'Same stake for all' }).fill('3');
  await slip.getByRole('tab', { name: 'Multiple' }).tap();
  await expect(slip.getByRole('textbox', { name: 'Stake', exact: true })).toHaveValue('3');
  await expect(slip.getByText('Potential return')).toBeVisible();
  await slip.getByRole('button', { name: /^Place €3\.00 · return €/ }).tap();

  // The receipt lists the legs; Keep selections puts them back on the slip.
  await expect(slip.getByText('Bet placed')).toBeVisible();
  const legs = slip.getByRole('list', { name: 'Selections' });
  await expect(legs).toContainText(first.home.name);
  await expect(legs).toContainText(second.away.name);
  await slip.getByRole('button', { name: 'Keep selections' }).tap();
  await expect(slip.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await slip.getByRole('button', { name: 'Close the bet slip' }).tap();

  // My bets is one tap away, with the open bet counted on the tab.
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await tabs.getByRole('link', { name: 'My bets 1 open bet' }).tap();
  await expect(page).toHaveURL(/\/mybets/);
  const card = page.getByRole('article').filter({ hasText: first.home.name });

  // Half the stake cashed out: the card records what it paid, for which part, and when.
  await card.getByRole('button', { name: 'Cash out part' }).tap();
  await card.getByRole('button', { name: /^Cash out €/ }).tap();
  await card.getByRole('button', { name: 'Confirm' }).tap();
  const record = card.getByRole('list', { name: 'Cash-outs' }).getByRole('listitem');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(/^Cashed out €\d+\.\d\d of €1\.50 stake/);
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
});
