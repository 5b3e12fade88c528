import type { Scoreboard } from '@playline/contract/sports';

type Game = NonNullable<Scoreboard['game']>;
const CALLS = ['0', '15', '30', '40'];

/**
 * A tennis game's points as the umpire calls them: 0, 15, 30, 40; at deuce 40–40 and then the player ahead has the
 * advantage ("A" / the Greek short form); a tie-break's points as they are.
 */
export function tennisPoints(game: Game, advantage: string): { home: string; away: string } {
  if (game.tiebreak) return { home: String(game.home), away: String(game.away) };
  if (game.home >= 3 && game.away >= 3) {
    if (game.home === game.away) return { home: '40', away: '40' };
    return game.home > game.away ? { home: advantage, away: '40' } : { home: '40', away: advantage };
  }
  return { home: CALLS[game.home] ?? '40', away: CALLS[game.away] ?? '40' };
}
