import type { Scoreboard as ScoreboardData } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSports } from './market-test-kit';
import { Scoreboard } from './scoreboard';

const board = (over: Partial<ScoreboardData>): ScoreboardData => ({
  home: 2,
  away: 1,
  periods: [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ],
  period: 2,
  minute: 67,
  phase: 'live',
  ...over,
});

function sideText(team: string): string {
  return screen.getByText(team).parentElement?.textContent ?? '';
}

describe('scoreboard', () => {
  it('shows a live football match with its minute, the score in bold and the halves', () => {
    renderSports(<Scoreboard home="Arden" away="Belmont" scoreboard={board({})} />);
    const group = screen.getByRole('article', { name: 'Arden v Belmont' });
    expect(within(group).getByText("67'")).toBeTruthy();
    expect(within(group).getByText('Live')).toBeTruthy();
    expect(sideText('Arden')).toBe('Arden112');
    expect(sideText('Belmont')).toBe('Belmont011');
    expect(within(group).getByText('2', { selector: 'strong' })).toBeTruthy();
  });

  it('names the period for a sport without a clock and the break between periods', () => {
    const { unmount } = renderSports(
      <Scoreboard home="A" away="B" scoreboard={board({ minute: null, period: 3, periods: [] })} />,
    );
    expect(screen.getByText('P3')).toBeTruthy();
    unmount();
    renderSports(<Scoreboard home="A" away="B" scoreboard={board({ phase: 'break' })} />);
    expect(screen.getByText('Break')).toBeTruthy();
  });

  it('says full time and drops the live marker once finished', () => {
    renderSports(<Scoreboard home="A" away="B" scoreboard={board({ phase: 'finished' })} />);
    expect(screen.getByText('Full time')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText("67'")).toBeNull();
  });

  it('shows one total without period columns when the sport has a single period', () => {
    renderSports(<Scoreboard home="A" away="B" scoreboard={board({ periods: [{ home: 2, away: 1 }] })} />);
    expect(sideText('A')).toBe('A2');
  });
});
