import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { PreLiveSportEventCustomBetPage } from './custom-bet-page';
import { readBuilderGroup } from './custom-bet-page-store';

const ROUTE = '/sports/event/:eventId/custom-bet';

function open() {
  mockFetch((url) => (url.pathname === '/api/sports/events/501' ? json(testEvent()) : undefined));
  return renderSports(<PreLiveSportEventCustomBetPage />, { path: '/sports/event/501/custom-bet', route: ROUTE });
}

const summary = () => within(screen.getByRole('complementary', { name: 'Bet builder' }));

afterEach(() => {
  // Builder groups live on the app's one slip store now, which outlives a test.
  slipSelections.getState().clear();
});

describe('bet builder', () => {
  it('offers only the markets the builder may combine', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Match result' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Total 2.5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Both teams to score' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct score' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'First goalscorer' })).toBeNull();
  });

  it('keeps one pick per market, counts them and adds them as a group, not as singles', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: '1 2.10' }));
    expect(summary().getByText('1 selection')).toBeTruthy();
    expect(summary().getByText('Pick at least two outcomes.')).toBeTruthy();
    expect((summary().getByRole('button', { name: 'Add to bet slip' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'X 3.40' }));
    await user.click(screen.getByRole('button', { name: 'Over 2.5 1.90' }));
    await user.click(screen.getByRole('button', { name: 'Yes 1.80' }));
    expect(summary().getByText('3 selections')).toBeTruthy();
    expect(summary().getByText('Match result: X')).toBeTruthy();
    expect(summary().queryByText('Match result: 1')).toBeNull();
    expect(summary().getByText('The combined price is worked out in the bet slip.')).toBeTruthy();

    await user.click(summary().getByRole('button', { name: 'Add to bet slip' }));
    expect(summary().getByRole('status').textContent).toBe('Added to your bet slip');
    expect(readBuilderGroup(501).map((pick) => pick.outcomeId)).toEqual([
      '501/1x2/draw',
      '501/ou:2.5/over',
      '501/btts/yes',
    ]);
    expect(slipSelections.getState().selections).toEqual([]);
  });

  it('comes back with the saved group, and clearing forgets it', async () => {
    const first = open();
    await first.user.click(await screen.findByRole('button', { name: '2 3.60' }));
    await first.user.click(screen.getByRole('button', { name: 'No 2.00' }));
    await first.user.click(summary().getByRole('button', { name: 'Add to bet slip' }));
    first.unmount();

    const { user } = open();
    expect(await screen.findByText('2 selections')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 3.60' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(summary().getByRole('button', { name: 'Clear' }));
    expect(summary().getByText('No selections yet')).toBeTruthy();
    expect(readBuilderGroup(501)).toEqual([]);
  });
});
