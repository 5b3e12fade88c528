import type { Score } from '../facts';
import { playVirtualMatch, roundCommitment } from './draw';

/** What GET /api/sports/virtual/:leagueId publishes of a round once it has ended (its `draw`). */
export interface PublishedRoundDraw {
  commitment: string;
  secret: string;
  matches: { eventId: number; homeExpectedGoals: number; awayExpectedGoals: number }[];
}

export interface RecomputedMatch {
  eventId: number;
  halfTime: Score;
  fullTime: Score;
}

/**
 * A player's check of a finished round, with nothing but the public code: the revealed secret must hash to the
 * commitment published before betting closed, and replaying each match from it gives the scores to compare
 * with the round's published results.
 */
export function verifyVirtualRound(draw: PublishedRoundDraw): { committed: boolean; matches: RecomputedMatch[] } {
  const matches = draw.matches.map(({ eventId, homeExpectedGoals, awayExpectedGoals }) => {
    const { halves } = playVirtualMatch(draw.secret, eventId, { home: homeExpectedGoals, away: awayExpectedGoals });
    const [first, second] = halves;
    return {
      eventId,
      halfTime: first,
      fullTime: { home: first.home + second.home, away: first.away + second.away },
    };
  });
  return { committed: roundCommitment(draw.secret) === draw.commitment, matches };
}
