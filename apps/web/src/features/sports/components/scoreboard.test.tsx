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
    renderSports(<Scoreboard sport="football" home="Arden" away="Belmont" scoreboard={board({})} />);
    const group = screen.getByRole('article', { name: 'Arden v Belmont' });
    expect(within(group).getByText("67'")).toBeTruthy();
    expect(within(group).getByText('Live')).toBeTruthy();
    expect(sideText('Arden')).toBe('Arden112');
    expect(sideText('Belmont')).toBe('Belmont011');
    expect(within(group).getByText('2', { selector: 'strong' })).toBeTruthy();
  });

  it('names the period in the sport’s words and the break between periods', () => {
    const { unmount } = renderSports(
      <Scoreboard sport="darts" home="A" away="B" scoreboard={board({ minute: null, period: 3, periods: [] })} />,
    );
    expect(screen.getByText('Leg 3')).toBeTruthy();
    unmount();
    const quarters = renderSports(
      <Scoreboard sport="basketball" home="A" away="B" scoreboard={board({ minute: 27, period: 3 })} />,
    );
    expect(screen.getByText("Q3 · 7'")).toBeTruthy();
    quarters.unmount();
    unmount();
    renderSports(<Scoreboard sport="football" home="A" away="B" scoreboard={board({ phase: 'break' })} />);
    expect(screen.getByText('Break')).toBeTruthy();
  });

  it('says full time and drops the live marker once finished', () => {
    renderSports(<Scoreboard sport="football" home="A" away="B" scoreboard={board({ phase: 'finished' })} />);
    expect(screen.getByText('Full time')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText("67'")).toBeNull();
  });

  it('draws a live tennis match: sets won, each set’s games, the game’s points and a ball by the server', () => {
    const tennis = board({
      home: 1,
      away: 0,
      periods: [
        { home: 6, away: 4 },
        { home: 3, away: 2 },
      ],
      minute: null,
      game: { home: 3, away: 1, server: 'away', tiebreak: false },
    });
    const { unmount } = renderSports(<Scoreboard sport="tennis" home="Rivera" away="Okafor" scoreboard={tennis} />);
    expect(screen.getByText('Set 2')).toBeTruthy();
    expect(sideText('Rivera')).toBe('Rivera63Points 401');
    expect(sideText('Okafor')).toBe('Okafor42Points 150');
    const away = screen.getByText('Okafor').parentElement!;
    expect(within(away).getByRole('img', { name: 'Serving' })).toBeTruthy();
    expect(within(screen.getByText('Rivera').parentElement!).queryByRole('img')).toBeNull();
    unmount();
    // Deuce, then advantage; a tie-break counts its points as they are.
    const deuce = renderSports(
      <Scoreboard
        sport="tennis"
        home="R"
        away="O"
        scoreboard={{ ...tennis, game: { home: 4, away: 4, server: 'home', tiebreak: false } }}
      />,
    );
    expect(screen.getAllByText('40')).toHaveLength(2);
    deuce.unmount();
    const advantage = renderSports(
      <Scoreboard
        sport="tennis"
        home="R"
        away="O"
        scoreboard={{ ...tennis, game: { home: 4, away: 5, server: 'home', tiebreak: false } }}
      />,
    );
    expect(sideText('O')).toContain('Points A');
    advantage.unmount();
    renderSports(
      <Scoreboard
        sport="tennis"
        home="R"
        away="O"
        scoreboard={{ ...tennis, game: { home: 5, away: 6, server: 'home', tiebreak: true } }}
      />,
    );
    expect(sideText('O')).toContain('Points 6');
  });

  it('shows one total without period columns when the sport has a single period', () => {
    renderSports(
      <Scoreboard sport="football" home="A" away="B" scoreboard={board({ periods: [{ home: 2, away: 1 }] })} />,
    );
    expect(sideText('A')).toBe('A2');
  });
});
