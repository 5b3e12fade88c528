import type { EventSummary, VirtualBoard } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { footballEvent } from '#app/features/sports/components/event-row.fixtures.tsx';
import { testEvent } from '#app/features/sports/components/market-fixtures.ts';
import { renderSports } from '#app/features/sports/components/market-test-kit.tsx';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { VirtualGamesCasinoGamePage } from './virtual-games-page';

const ROUTE = '/virtual-games/game/:gameId';
const LEAGUE = { id: 1301, key: 'vr-virtual-premier', name: 'Virtual Premier', sport: 'virtual-football' as const };
const league = { ...LEAGUE, country: { key: 'virtual', code: 'VR', name: 'Virtual' } };
const game = { id: 'virtual-premier', name: 'Virtual Premier', engine: 'virtual-football', leagueId: LEAGUE.id };
const iso = (ms: number) => new Date(ms).toISOString();
/** A round's draw (decision 017): the commitment is SHA-256 of the secret's text. */
const SECRET = '5f0c'.repeat(16);
const COMMITMENT = 'a1b2'.repeat(16);

function virtualEvent(id: number, over: Partial<EventSummary>): EventSummary {
  return { ...footballEvent(id, over), sport: 'virtual-football', league, ...over };
}

/** A board read now: the current round 30 s in (31st minute), the next kicking off in 2:05, one round before. */
function board(now = Date.now()): VirtualBoard {
  const currentStart = now - 30_000;
  const scoreboard = (home: number, away: number, phase: 'live' | 'finished') => ({
    home,
    away,
    periods: [{ home, away }],
    period: 1,
    minute: phase === 'live' ? 31 : 90,
    phase,
  });
  return {
    league,
    now: iso(now),
    previous: {
      startsAt: iso(currentStart - 180_000),
      events: [virtualEvent(1, { status: 'finished', scoreboard: scoreboard(3, 1, 'finished'), mainMarket: null })],
      draw: { commitment: COMMITMENT, secret: SECRET, matches: [] },
    },
    current: {
      startsAt: iso(currentStart),
      events: [virtualEvent(2, { status: 'live', scoreboard: scoreboard(0, 2, 'live'), mainMarket: null })],
      draw: { commitment: COMMITMENT, secret: null, matches: [] },
    },
    next: {
      startsAt: iso(now + 125_000),
      events: [virtualEvent(3, { startsAt: iso(now + 125_000), marketCount: 30 })],
      draw: { commitment: COMMITMENT, secret: null, matches: [] },
    },
  };
}

function serve(answers: { game?: Response; board?: () => Response }) {
  return mockFetch((url) => {
    if (url.pathname === '/api/casino/games/virtual-premier') return answers.game ?? json(game);
    if (url.pathname === '/api/sports/virtual/1301') return answers.board?.() ?? json(board());
    if (url.pathname === '/api/sports/events/3') return json(testEvent({ id: 3, sport: 'virtual-football' }));
    return undefined;
  });
}

const open = () =>
  renderSports(<VirtualGamesCasinoGamePage />, { path: '/virtual-games/game/virtual-premier', route: ROUTE });

afterEach(() => {
  slipSelections.getState().clear();
});

describe('virtual league page', () => {
  it('shows the round in play with its clock, the next round with a countdown and the previous results', async () => {
    serve({});
    open();
    // The first render of the file imports the page cold: on a busy machine that takes more than a second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual Premier' }, { timeout: 5_000 })).toBeTruthy();
    const playing = await screen.findByRole('region', { name: 'Playing now' });
    // 30 s into the round: about the 31st minute (the clock reads the device clock, ms apart from the board's).
    expect(within(playing).getByRole('timer').textContent).toMatch(/^3[0-2]'$/);
    expect(within(playing).getByRole('listitem', { name: 'Home 2 0, Away 2 2' })).toBeTruthy();
    const next = screen.getByRole('region', { name: 'Next round' });
    expect(within(next).getByRole('timer').textContent).toMatch(/^Kick-off in 2:0[4-6]$/);
    expect(within(next).getByText(/Bets close at kick-off/)).toBeTruthy();
    const previous = screen.getByRole('region', { name: 'Previous round' });
    expect(within(previous).getByRole('listitem', { name: 'Home 1 3, Away 1 1' })).toBeTruthy();
  });

  it("shows each round's seal before betting closes, and its secret with how to verify it once the round is over", async () => {
    serve({});
    open();
    const next = await screen.findByRole('region', { name: 'Next round' }, { timeout: 5_000 });
    expect(within(next).getByText('Fair draw')).toBeTruthy();
    expect(within(next).getByText(COMMITMENT)).toBeTruthy();
    expect(within(next).getByText(/revealed once the round has ended/)).toBeTruthy();
    expect(within(next).queryByText(SECRET)).toBeNull();
    const previous = screen.getByRole('region', { name: 'Previous round' });
    expect(within(previous).getByText(SECRET)).toBeTruthy();
    expect(within(previous).getByText(/^Verify: the SHA-256 of the secret equals the seal/)).toBeTruthy();
  });

  it('puts the next round first between rounds, while it is still open for bets', async () => {
    const between = board();
    if (!between.current) throw new Error('the board fixture has a current round');
    const finished = {
      status: 'finished',
      scoreboard: { ...between.current.events[0]!.scoreboard, phase: 'finished' },
    };
    const current = { ...between.current, events: [{ ...between.current.events[0]!, ...finished }] };
    serve({ board: () => json({ ...between, current }) });
    open();
    const next = await screen.findByRole('region', { name: 'Next round' });
    const latest = screen.getByRole('region', { name: 'Latest results' });
    expect(next.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts a pick of the next round on the normal slip', async () => {
    serve({});
    const { user } = open();
    const row = await screen.findByRole('listitem', { name: 'Home 3 – Away 3' });
    await user.click(within(row).getAllByRole('button')[0]!);
    expect(slipSelections.getState().selections.map((pick) => pick.outcomeId)).toEqual(['3/1x2/home']);
    expect(slipSelections.getState().selections[0]?.sport).toBe('virtual-football');
  });

  it("opens a match's other markets on tap, as the event page shows them", async () => {
    serve({});
    const { user } = open();
    const more = await screen.findByRole('button', { name: 'More bets (+29)' });
    await user.click(more);
    expect(await screen.findByRole('region', { name: 'Both teams to score' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Correct score' })).toBeTruthy();
    // The main market is already on the row.
    expect(screen.queryByRole('region', { name: 'Match result' })).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Fewer bets' }));
    expect(screen.queryByRole('region', { name: 'Both teams to score' })).toBeNull();
  });

  it('says so when the game does not exist, with a way back to the virtual games', async () => {
    serve({ game: json({ statusCode: 404, error: 'Not Found', message: 'No game' }, 404) });
    open();
    expect(await screen.findByText('We could not find this game.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to virtual games' }).getAttribute('href')).toBe('/virtual-games');
  });

  it('says a game without a league has nothing to show', async () => {
    serve({ game: json({ ...game, leagueId: null }) });
    open();
    expect(await screen.findByText('This game has no virtual league to show.')).toBeTruthy();
  });

  it('offers a retry when the league cannot be loaded, and shows it once it can', async () => {
    let failing = true;
    serve({
      board: () => (failing ? json({ statusCode: 404, error: 'Not Found', message: 'gone' }, 404) : json(board())),
    });
    const { user } = open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/could not load this virtual league/)).toBeTruthy();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Next round' })).toBeTruthy();
  });
});
