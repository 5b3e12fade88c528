import { describe, expect, it } from 'vitest';
import { gameLine, gameWinnerSpec, setWinnerSpec, tennisMarkets } from '../markets/tennis';
import { applyMargin } from '../pricing/margin';
import { DAY, simulatorAt, T0 } from '../test-support';
import { firstGameChance, holdFrom, setChance, setFrom, tiebreakFrom } from './chances';
import { playTennis } from './play';
import { afterPoint, replaySet, setStart } from './scoring';

const H = true;
const A = false;
const points = (pattern: string) => [...pattern].map((c) => c === 'h');
/** A deterministic uniform stream (xorshift), as the secret stream's stand-in. */
function stream(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

describe('tennis scoring', () => {
  it('plays a game to four points with deuce and advantage, then changes the server', () => {
    let set = setStart(H);
    for (const point of points('hhhaaa')) set = afterPoint(set, point ? 'home' : 'away');
    expect(set.points).toEqual({ home: 3, away: 3 }); // deuce
    set = afterPoint(set, 'home');
    expect(set.points).toEqual({ home: 4, away: 3 }); // advantage home
    set = afterPoint(set, 'away');
    set = afterPoint(set, 'away');
    set = afterPoint(set, 'away');
    expect(set.games).toEqual({ home: 0, away: 1 }); // broken
    expect(set.homeServes).toBe(A);
  });

  it('ends a set at six games with a lead of two, plays on at 6–5 and settles 6–6 by a tie-break', () => {
    const game = (side: 'h' | 'a') => side.repeat(4);
    const toFiveAll = 'hahahahaha'
      .split('')
      .map((s) => game(s as 'h' | 'a'))
      .join('');
    const fiveAll = replaySet(points(toFiveAll), H);
    expect(fiveAll.games).toEqual({ home: 5, away: 5 });
    const sixFive = replaySet(points(toFiveAll + game('h')), H);
    expect(sixFive.winner).toBeNull();
    const tiebreak = replaySet(points(toFiveAll + game('h') + game('a')), H);
    expect(tiebreak.tiebreak).toBe(true);
    // Tie-break serving: the player due serves one point, then two each.
    const servers = [tiebreak.homeServes];
    let state = tiebreak;
    for (const point of points('hahah')) {
      state = afterPoint(state, point ? 'home' : 'away');
      servers.push(state.homeServes);
    }
    expect(servers).toEqual([H, A, A, H, H, A]);
    const won = replaySet(points(`${toFiveAll}${game('h')}${game('a')}hhhhhhh`), H);
    expect(won.winner).toBe('home');
    expect(won.games).toEqual({ home: 7, away: 6 });
  });
});

describe('tennis chances', () => {
  it('are even between equals and follow the serve', () => {
    expect(holdFrom(0.5)).toBeCloseTo(0.5, 12);
    expect(tiebreakFrom({ home: 0.63, away: 0.63 }, true)).toBeCloseTo(0.5, 12);
    expect(setChance({ home: 0.63, away: 0.63 })).toBeCloseTo(0.5, 12);
    expect(setChance({ home: 0.66, away: 0.6 })).toBeGreaterThan(0.6);
    expect(holdFrom(0.63, 0, 3)).toBeLessThan(holdFrom(0.63, 3, 0));
  });

  it('match what a match played point by point gives (the prices are the simulation’s chances)', () => {
    const serve = { home: 0.66, away: 0.61 };
    const draw = stream(7);
    let setsHome = 0;
    let sets = 0;
    let firstGames = 0;
    const matches = 6000;
    for (let match = 0; match < matches; match++) {
      const played = playTennis(serve, 2, draw);
      const first = played.periods[0]!;
      sets++;
      if (first.home > first.away) setsHome++;
      const opening = replaySet(played.tennis!.sets[0]!, played.tennis!.firstHome).gameWinners[0];
      if (opening === 'home') firstGames++;
    }
    expect(setsHome / sets).toBeCloseTo(setChance(serve), 1);
    expect(firstGames / matches).toBeCloseTo(firstGameChance(serve), 1);
  });
});

describe('tennis set and game markets', () => {
  const model = {
    kind: 'sets' as const,
    p: setChance({ home: 0.65, away: 0.62 }),
    toWin: 2,
    serve: { home: 0.65, away: 0.62 },
  };
  const standing = {
    games: { home: 4, away: 3 },
    points: { home: 1, away: 3 },
    homeServes: true,
    tiebreak: false,
    tiebreakFirstHome: true,
  };

  it('offer the set and the game in play priced from the point model, with the brand margin', () => {
    const specs = tennisMarkets(model, { won: { home: 1, away: 0 }, set: 1, standing });
    const set = specs.find((spec) => spec.type === 'set_winner')!;
    const game = specs.find((spec) => spec.type === 'game_winner')!;
    expect(set.line).toBe(2);
    expect(game.line).toBe(gameLine(2, 8));
    expect(set.outcomes[0]!.p).toBeCloseTo(setFrom(model.serve, standing), 12);
    // 15–40 on home's serve: home holds only 1 − (break chance).
    expect(game.outcomes[0]!.p).toBeCloseTo(holdFrom(0.65, 1, 3), 12);
    for (const spec of [set, game]) {
      const odds = applyMargin(spec.outcomes, spec.margin);
      const overround = odds.reduce((sum, each) => sum + 1 / each, 0);
      expect(overround).toBeGreaterThan(1 + spec.margin - 0.01);
      // Attacker: backing either outcome, or both, loses on average.
      for (const [index, outcome] of spec.outcomes.entries()) expect(odds[index]! * outcome.p).toBeLessThan(1);
      expect(spec.outcomes.reduce((sum, outcome, index) => sum + odds[index]! * outcome.p, 0)).toBeLessThan(2);
    }
  });

  it('settle from the match’s points, and void a set or game that was not played', () => {
    const game = (side: 'h' | 'a') => side.repeat(4);
    const set1 = points(['h', 'h', 'h', 'h', 'h', 'h'].map((s) => game(s as 'h')).join(''));
    const facts = {
      final: { home: 2, away: 0 },
      regular: { home: 2, away: 0 },
      periods: [
        { home: 6, away: 0 },
        { home: 6, away: 4 },
      ],
      firstHalf: null,
      goals: [],
      corners: 0,
      cards: 0,
      method: null,
      roundsFought: null,
      tennis: { firstHome: true, sets: [set1, points('aaaa')] },
    };
    expect(setWinnerSpec(1, 0.5).settle(facts)).toEqual({ win: ['home'] });
    expect(setWinnerSpec(3, 0.5).settle(facts)).toEqual({ win: [], void: ['home', 'away'] });
    expect(gameWinnerSpec(1, 6, 0.5).settle(facts)).toEqual({ win: ['home'] });
    expect(gameWinnerSpec(2, 1, 0.5).settle(facts)).toEqual({ win: ['away'] });
    expect(gameWinnerSpec(1, 7, 0.5).settle(facts)).toEqual({ win: [], void: ['home', 'away'] });
  });
});

describe('tennis in the feed', () => {
  const feed = simulatorAt('alpha');
  const live = feed.liveEvents(T0).filter((event) => event.sport === 'tennis');

  it('shows points, games, sets and the server in play, and offers the game on the scoreboard', () => {
    expect(live.length).toBeGreaterThan(0);
    for (const event of live) {
      const board = feed.scoreboard(event, T0)!;
      expect(board.game).toBeTruthy();
      const game = board.game!;
      const set = board.phase === 'break' ? board.periods.length + 1 : board.period;
      const games = board.phase === 'break' ? { home: 0, away: 0 } : board.periods[board.period - 1]!;
      const keys = feed.markets(event, T0).map((market) => market.key);
      expect(keys).toContain(`set_winner:${set}`);
      expect(keys).toContain(`game_winner:${gameLine(set, games.home + games.away + 1)}`);
      expect(['home', 'away']).toContain(game.server);
    }
  });

  it('settles every game and set a finished match offered from its own points', () => {
    const finished = feed
      .eventsStartingBetween(T0 - 2 * DAY, T0 - DAY)
      .filter((event) => event.sport === 'tennis')
      .slice(0, 20);
    for (const event of finished) {
      const result = feed.result(event, T0)!;
      const board = result.scoreboard;
      const firstSet = board.periods[0]!;
      const setWinner = firstSet.home > firstSet.away ? 'home' : 'away';
      expect(result.winningOutcomeIds).toContain(`${event.id}/set_winner:1/${setWinner}`);
      // The number of games of set 1 settled equals the games played; the next one is void.
      const played = firstSet.home + firstSet.away;
      expect(result.winningOutcomeIds.filter((id) => id.includes('/game_winner:1.')).length).toBe(played);
      if (played < 13)
        expect(result.voidOutcomeIds).toContain(`${event.id}/game_winner:${gameLine(1, played + 1)}/home`);
    }
  });
});
