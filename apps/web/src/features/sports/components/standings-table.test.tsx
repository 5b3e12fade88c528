import type { StandingRow } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSports } from './market-test-kit';
import { StandingsTable } from './standings-table';

const row = (position: number, id: number, name: string, points: number): StandingRow => ({
  position,
  team: { id, name },
  played: 10,
  won: 6,
  drawn: 2,
  lost: 2,
  scored: 18,
  conceded: 9,
  points,
  form: ['W', 'W', 'D'],
});

const ROWS = [row(1, 11, 'Arden', 20), row(2, 12, 'Belmont', 18), row(3, 13, 'Corvin', 15)];

describe('standings table', () => {
  it('lists position, team, played, W-D-L, goals, points and form per row', () => {
    renderSports(<StandingsTable rows={ROWS} caption="Premier" />);
    const table = screen.getByRole('table', { name: 'Premier' });
    const arden = within(table).getByRole('row', { name: /Arden/ });
    const cells = within(arden)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1', '10', '6', '2', '2', '18:9', '20', 'WWD']);
    expect(within(arden).getByRole('img', { name: 'Last results: Win, Win, Draw' })).toBeTruthy();
  });

  it('marks the highlighted teams and only them', () => {
    renderSports(<StandingsTable rows={ROWS} caption="Premier" highlight={[11, 13]} />);
    const marked = screen
      .getAllByRole('row')
      .filter((tr) => tr.getAttribute('aria-current') === 'true')
      .map((tr) => within(tr).getByRole('rowheader').textContent);
    expect(marked).toEqual(['Arden', 'Corvin']);
  });

  it('explains the short column names', () => {
    renderSports(<StandingsTable rows={ROWS} caption="Premier" />, { siteId: 44 });
    expect(screen.getByTitle('Βαθμοί').textContent).toBe('Βαθ');
  });
});
