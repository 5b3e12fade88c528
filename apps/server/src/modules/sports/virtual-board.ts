import {
  isVirtualSport,
  VIRTUAL_ROUND_MINUTES,
  type VirtualBoard,
  type VirtualRound,
  type VirtualRoundDraw,
} from '@playline/contract/sports';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter, FeedEvent } from './feed/adapter';
import { isoOf, leagueRefOf, summariesOf } from './present';

const ROUND_MS = VIRTUAL_ROUND_MINUTES * 60_000;

/** The events grouped by kick-off, earliest round first (a virtual round's matches all kick off together). */
function rounds(events: readonly FeedEvent[]): FeedEvent[][] {
  const byStart = new Map<number, FeedEvent[]>();
  for (const event of events) byStart.set(event.startsAt, [...(byStart.get(event.startsAt) ?? []), event]);
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, round]) => round);
}

/**
 * The round's commitment, and its secret only once every match of it has ended (one secret draws them all, so a
 * match still playing would be given away by it).
 */
function drawOf(feed: FeedAdapter, round: readonly FeedEvent[], at: number): VirtualRoundDraw {
  const draws = round.map((event) => ({ event, draw: feed.virtualDraw(event, at)! }));
  const revealed = draws.every(({ draw }) => draw.secret !== null);
  return {
    commitment: draws[0]!.draw.commitment,
    secret: revealed ? draws[0]!.draw.secret : null,
    matches: draws.flatMap(({ event, draw }) =>
      draw.expectedGoals
        ? [
            {
              eventId: event.id,
              homeExpectedGoals: draw.expectedGoals.home,
              awayExpectedGoals: draw.expectedGoals.away,
            },
          ]
        : [],
    ),
  };
}

/**
 * GET /api/sports/virtual/:leagueId: the rounds around `at`. Reads three rounds back and one ahead, so the answer
 * costs a few dozen events whatever the hour.
 */
export function virtualBoard(feed: FeedAdapter, at: number, leagueId: number): VirtualBoard {
  const league = feed.league(leagueId);
  if (!league || !isVirtualSport(league.sport)) throw new HttpError(404, `League ${leagueId} is not a virtual league.`);
  const all = rounds(feed.leagueEventsStartingBetween(leagueId, at - 2 * ROUND_MS, at + ROUND_MS + 1));
  const started = all.filter((round) => round[0]!.startsAt <= at);
  const next = all.find((round) => round[0]!.startsAt > at);
  const present = (round: FeedEvent[] | undefined): VirtualRound | null =>
    round
      ? { startsAt: isoOf(round[0]!.startsAt), events: summariesOf(feed, round, at), draw: drawOf(feed, round, at) }
      : null;
  return {
    league: leagueRefOf(league),
    now: isoOf(at),
    previous: present(started.at(-2)),
    current: present(started.at(-1)),
    // A league always has a round within one cycle ahead.
    next: present(next)!,
  };
}
