import type { Market } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { EventMarketCard } from './market-event-card';
import { testEvent, testMarket } from './market-fixtures';
import { renderSports } from './market-test-kit';

const event = testEvent();
const marketOf = (type: string) => {
  const market = event.markets.find((candidate) => candidate.type === type);
  if (!market) throw new Error(`the fixture has no ${type} market`);
  return market;
};
const [result, total, correctScore, scorers] = ['1x2', 'ou', 'cs', 'first_scorer'].map(marketOf) as [
  Market,
  Market,
  Market,
  Market,
];

afterEach(() => {
  slipSelections.getState().clear();
});

describe('market card', () => {
  it('shows the market open with its outcomes as odds buttons, and collapses on tap', async () => {
    const { user } = renderSports(<EventMarketCard event={event} market={result} position={0} />);
    const toggle = screen.getByRole('button', { name: 'Match result' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'X 3.40' })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'X 3.40' })).toBeNull();
  });

  it('remembers the choice per market type for the tab: another line of the same type opens closed', async () => {
    const { user, unmount } = renderSports(<EventMarketCard event={event} market={total} position={0} />);
    await user.click(screen.getByRole('button', { name: 'Total 2.5' }));
    unmount();
    const other = testMarket(
      event.id,
      'ou',
      [
        ['over', 1.4],
        ['under', 2.8],
      ],
      { line: 1.5 },
    );
    renderSports(<EventMarketCard event={event} market={other} position={0} />);
    expect(screen.getByRole('button', { name: 'Total 1.5' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('starts markets far down the tab closed', () => {
    renderSports(<EventMarketCard event={event} market={total} position={9} />);
    expect(screen.getByRole('button', { name: 'Total 2.5' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('lays three outcomes in three columns and two in two', () => {
    renderSports(
      <>
        <EventMarketCard event={event} market={result} position={0} />
        <EventMarketCard event={event} market={total} position={1} />
      </>,
    );
    const columns = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getByRole('button', { name: /^(1|Over)/ })
        .closest('[data-columns]');
    expect(columns('Match result')?.getAttribute('data-columns')).toBe('3');
    expect(columns('Total 2.5')?.getAttribute('data-columns')).toBe('2');
  });

  it('groups correct scores under home wins, draws and away wins', () => {
    renderSports(<EventMarketCard event={event} market={correctScore} position={0} />);
    const column = (title: string) => screen.getByText(title).parentElement as HTMLElement;
    expect(within(column('Home wins')).getByRole('button', { name: '1-0 7.00' })).toBeTruthy();
    expect(within(column('Draws')).getByRole('button', { name: '0-0 9.00' })).toBeTruthy();
    expect(within(column('Away wins')).getByRole('button', { name: '0-1 11.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Any other score 15.00' })).toBeTruthy();
  });

  it('lists players as rows of name and odds, and a tap puts the pick on the slip', async () => {
    const { user } = renderSports(<EventMarketCard event={event} market={scorers} position={0} />);
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['J. Silva5.50', 'M. Okafor6.00']);
    await user.click(screen.getByRole('button', { name: 'J. Silva 5.50' }));
    expect(slipSelections.getState().selections.map((pick) => pick.outcomeId)).toEqual(['501/first_scorer/p1']);
  });

  it('marks a suspended market and locks its outcomes in place', () => {
    const suspended = { ...result, status: 'suspended' as const };
    renderSports(<EventMarketCard event={event} market={suspended} position={0} />);
    expect(screen.getByText('Suspended')).toBeTruthy();
    const buttons = within(screen.getByRole('region', { name: 'Match result' })).getAllByRole('button', {
      name: /^[1X2] Suspended$/,
    });
    expect(buttons).toHaveLength(3);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
