import type {
  Country,
  EventStatus,
  LiveState,
  Market,
  PastMatch,
  Scoreboard,
  SportKey,
  StandingRow,
} from '@playline/contract/sports';
import type { JointLeg, JointModel } from './joint/model';

export type { JointLeg, JointModel };

/**
 * The boundary between a source of sports data and everything that reads it. The simulator implements it today;
 * a real provider's adapter would implement the same interface (ingesting pushes into the same shapes), and the
 * catalogue service, the routes and — later — bet placement and settlement never learn which one is behind it.
 *
 * Times are epoch milliseconds on the feed's clock (`now()`), which runs `FEED_SPEED` times faster than the
 * wall clock for the simulator and equals it for a real provider.
 */
export interface FeedLeague {
  id: number;
  key: string;
  name: string;
  sport: SportKey;
  country: Country;
  popular: boolean;
  /** Lower is more prominent; unique within a sport. */
  rank: number;
  /** Teams in a table (football, basketball …); false for tournaments of individuals (tennis, MMA …). */
  hasStandings: boolean;
  hasOutrights: boolean;
}

export interface FeedCompetitor {
  id: number;
  name: string;
}

export interface FeedEvent {
  id: number;
  leagueId: number;
  sport: SportKey;
  home: FeedCompetitor;
  away: FeedCompetitor;
  startsAt: number;
  /** The scheduled end, sized for the longest match: play may end sooner (`status`), never later. */
  endsAt: number;
}

export interface FeedOutright {
  leagueId: number;
  endsAt: number;
  markets: Market[];
}

/** A settled event: the final score plus the facts every market of the event settles on. */
export interface FeedResult {
  eventId: number;
  scoreboard: Scoreboard;
  /** Outcome ids (`eventId/marketKey/code`) that won; every other outcome of the event's markets lost. */
  winningOutcomeIds: string[];
  /** Outcome ids void by the rules (e.g. draw no bet on a draw). */
  voidOutcomeIds: string[];
}

/**
 * A settled outright: one season of a league. Its outcome ids (`leagueId/marketKey/code`) carry no season, so
 * `endsAt` says which season's outright this is (an outright offered with that `endsAt`).
 */
export interface FeedOutrightResult {
  leagueId: number;
  endsAt: number;
  /** Outcome ids that won (one per market); every other outcome of the season's outright markets lost. */
  winningOutcomeIds: string[];
  voidOutcomeIds: string[];
}

export interface FeedAdapter {
  /** The feed's clock, epoch ms. */
  now(): number;
  /**
   * A number that changes whenever any price, status or score may have changed (the simulator's drift step).
   * Readers cache serialized answers per version.
   */
  version(at: number): number;
  leagues(): readonly FeedLeague[];
  league(id: number): FeedLeague | undefined;
  /**
   * Events of every league whose start lies in [from, to), in start order (then id). Virtual leagues are left out
   * (a round every few minutes would swamp every list, and books show virtuals in their own area): read those
   * with `leagueEventsStartingBetween`.
   */
  eventsStartingBetween(from: number, to: number): readonly FeedEvent[];
  /** One league's events (virtual ones too) whose start lies in [from, to), in start order; [] for an unknown id. */
  leagueEventsStartingBetween(leagueId: number, from: number, to: number): readonly FeedEvent[];
  /** Any event, past, present or future; undefined for an id the feed never produced. */
  event(id: number): FeedEvent | undefined;
  /**
   * 'live' from the start until play actually ends (the last point, goal or finish: at the latest `endsAt`, sooner
   * in a match won early), 'finished' from then on. The end is never shown before it comes: until then, 'live'.
   */
  status(event: FeedEvent, at: number): EventStatus;
  /**
   * Like `version`, for what moves in play (live prices, scores, situations, suspensions): a finer step. Answers
   * that hold events in play are cached per live version.
   */
  liveVersion(at: number): number;
  /** Events in play at `at` (started, not ended) across every league but the virtual ones, in start order (then id). */
  liveEvents(at: number): readonly FeedEvent[];
  /** Statistics, the situation on the field and the latest incidents of an event in play; null otherwise (virtuals). */
  liveState(event: FeedEvent, at: number): LiveState | null;
  /**
   * Every market of the event as priced at `at`, grouped (contract order of groups) and then by prominence. In play
   * the prices come from the game state (score, clock) and markets suspend around goals and dangerous moments.
   */
  markets(event: FeedEvent, at: number): Market[];
  /**
   * The joint model of the event's outcomes at `at` (pre-match, or in play from the game state): the one model
   * its markets are priced from, which prices bet-builder combinations and cash-outs. Null once it finished.
   */
  jointModel(event: FeedEvent, at: number): JointModel | null;
  /** The main market alone, much cheaper than `markets` for lists. */
  mainMarket(event: FeedEvent, at: number): Market | null;
  marketCount(event: FeedEvent): number;
  /** Null before the start. */
  scoreboard(event: FeedEvent, at: number): Scoreboard | null;
  /**
   * The result once the event finished (`status` is 'finished': its play ended, at the latest at `endsAt`), else
   * null.
   */
  result(event: FeedEvent, at: number): FeedResult | null;
  /** Null when the league has no outrights. */
  outright(leagueId: number, at: number): FeedOutright | null;
  /**
   * The result of the league's latest outright to have ended by `at` (its season's `endsAt <= at`), with that
   * `endsAt`; null for a league without outrights or before any season ended. An outright offered with `endsAt`
   * E is settled by `outrightResult(leagueId, E)` once the clock reached E: before E, it has no result (a call
   * answers an earlier season's, or null).
   */
  outrightResult(leagueId: number, at: number): FeedOutrightResult | null;
  /** The competitor's finished matches before `at`, latest first. */
  recentMatches(competitorId: number, at: number, limit: number): PastMatch[];
  /** Finished meetings of the two competitors before `at` (either side at home), latest first. */
  headToHead(homeId: number, awayId: number, at: number, limit: number): PastMatch[];
  /** The league's table for the season running at `at`; null for leagues without standings. */
  standings(leagueId: number, at: number): { season: string; rows: StandingRow[] } | null;
  /**
   * A virtual match's draw at `at`: its round's commitment always, the round's secret once the match has ended,
   * its expected goals from kick-off; null for events of other sports (decision 017).
   */
  virtualDraw(event: FeedEvent, at: number): VirtualMatchDraw | null;
}

export interface VirtualMatchDraw {
  commitment: string;
  secret: string | null;
  expectedGoals: { home: number; away: number } | null;
}
