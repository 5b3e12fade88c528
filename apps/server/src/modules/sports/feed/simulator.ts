import { isVirtualSport, type Market, type OpenStatus } from '@playline/contract/sports';
import { Lru } from '#app/lib/lru.ts';
import type { FeedAdapter, FeedEvent, FeedResult } from './adapter';
import { buildCatalogue } from './catalogue';
import { DRIFT_STEP, driftStep } from './drift';
import type { MatchFacts } from './facts';
import { createJointModel, type JointModel, jointFactors } from './joint/index';
import { createLiveFeed, LIVE_STEP, liveStep } from './live/index';
import { inTabOrder, mainSpec, marketSpecs, settlementSpecs } from './markets/index';
import { playMatch } from './match';
import { eventModel } from './models';
import { leagueOutright, leagueOutrightResult } from './outrights';
import { marketKey, toMarket } from './pricing/margin';
import { buildReplay, type Replay } from './replay';
import { createSchedule, type SimEvent } from './schedule';
import { scoreboardAt } from './scoreboard';
import { createSeasonTallies } from './season';
import { createStatistics } from './statistics';
import { roundCommitment, roundSecret } from './virtual/draw';

export interface SimulatorOptions {
  seed: string;
  /** Feed seconds per wall second. */
  speed: number;
  /** The wall clock, epoch ms (tests drive it); `Date.now` by default. */
  now?: () => number;
  /** The wall instant where feed and wall time agree; the creation time by default. */
  anchor?: number;
  /** The feed's instant at the anchor instead (FEED_START: a demo or test of a chosen day). */
  start?: number;
}

/**
 * The simulated feed: a pure function of (seed, feed time). Every answer can be recomputed from scratch; the
 * caches below only save work, are bounded, and key on the drift step, so memory stays flat over days.
 */
export function createSimulator(options: SimulatorOptions): FeedAdapter {
  const { seed, speed } = options;
  const wall = options.now ?? Date.now;
  const anchor = options.anchor ?? wall();
  const start = options.start ?? anchor;
  const catalogue = buildCatalogue(seed);
  // Virtual leagues play a round every few minutes: listed only league by league, never in play (see adapter).
  const realLeagues = catalogue.leagues.filter((league) => !isVirtualSport(league.sport));
  const schedule = createSchedule(seed, catalogue);
  const factsCache = new Lru<number, MatchFacts>(40_000);
  const marketsCache = new Lru<string, Market[]>(2_000);
  const mainCache = new Lru<string, Market>(20_000);
  // Bounded by scenarios too (~0.3 kB each with leg vectors): a crawler pricing every handball event (~4,000 each)
  // cannot hold more than ~70 MB of models.
  const jointCache = new Lru<string, JointModel>(500, { maxWeight: 250_000, weigh: (model) => model.size });
  const resultCache = new Lru<number, FeedResult>(20_000);
  const replayCache = new Lru<number, Replay>(2_000);
  const endCache = new Lru<number, number>(40_000);
  const marketCounts = new Map<string, number>();

  const sim = (event: FeedEvent): SimEvent => schedule.event(event.id) ?? (event as SimEvent);
  /** Drift stops at kick-off; in play the live feed prices from the game state; finished markets are suspended. */
  const pricedAt = (event: SimEvent, at: number) => Math.min(at, event.startsAt);
  /**
   * When play actually ended: the replay's last point, goal or finish (at most the scheduled `endsAt`, which sizes the
   * layout for the longest match). Known to the feed from the facts, but read only once `at` is past the kick-off,
   * and only compared with `at`: nothing shows it before it happens (decision 017).
   */
  const endOf = (event: SimEvent): number => endCache.getOrCreate(event.id, () => replayOf(event).over);
  /** Ended by `at`: the scheduled end answers without a replay, so lists of pre-match and past events stay cheap. */
  const endedBy = (event: SimEvent, at: number) => at >= event.endsAt || (at >= event.startsAt && at >= endOf(event));
  const statusOf = (feedEvent: FeedEvent, at: number) => {
    if (at < feedEvent.startsAt) return 'prematch';
    const event = schedule.event(feedEvent.id);
    const ended = event ? endedBy(event, at) : at >= feedEvent.endsAt;
    return ended ? 'finished' : 'live';
  };
  const marketStatus = (event: FeedEvent, at: number): OpenStatus => (at < event.startsAt ? 'open' : 'suspended');
  /** Virtual matches take no in-play bets: from kick-off their pre-match markets stay, suspended, to the end. */
  const inPlayPriced = (event: FeedEvent) => !isVirtualSport(event.sport);

  const specsOf = (event: SimEvent, at: number) =>
    marketSpecs(event, eventModel(seed, event, pricedAt(event, at)), eventModel(seed, event, null));

  const factsOf = (event: SimEvent): MatchFacts =>
    factsCache.getOrCreate(event.id, () => playMatch(seed, event, eventModel(seed, event, event.startsAt)));

  const replayOf = (event: SimEvent): Replay =>
    replayCache.getOrCreate(event.id, () => buildReplay(seed, event, factsOf(event)));

  const live = createLiveFeed({
    seed,
    schedule,
    leagues: realLeagues,
    factsOf,
    replayOf,
    endOf,
    kickOffModel: (event) => eventModel(seed, event, event.startsAt),
    centreModel: (event) => eventModel(seed, event, null),
  });
  const seasons = createSeasonTallies(schedule, factsOf);
  const statistics = createStatistics(catalogue, schedule, seasons, factsOf, endedBy);

  return {
    now: () => start + (wall() - anchor) * speed,
    version: (at) => driftStep(at),
    leagues: () => catalogue.leagues,
    league: (id) => catalogue.league(id),
    eventsStartingBetween: (from, to) => schedule.eventsStartingBetween(from, to, realLeagues),
    leagueEventsStartingBetween(leagueId, from, to) {
      const league = catalogue.league(leagueId);
      return league ? schedule.eventsStartingBetween(from, to, [league]) : [];
    },
    event: (id) => schedule.event(id),
    status: statusOf,
    liveVersion: liveStep,
    liveEvents: live.liveEvents,
    liveState: (feedEvent, at) => (inPlayPriced(feedEvent) ? live.liveState(sim(feedEvent), at) : null),

    markets(feedEvent, at) {
      const event = sim(feedEvent);
      if (statusOf(event, at) === 'live' && inPlayPriced(event)) return live.markets(event, at);
      const status = marketStatus(event, at);
      const key = `${event.id}:${driftStep(pricedAt(event, at))}:${status}`;
      return marketsCache.getOrCreate(key, () =>
        inTabOrder(specsOf(event, at)).map((spec) => toMarket(event.id, spec, status)),
      );
    },

    jointModel(feedEvent, at) {
      const event = sim(feedEvent);
      if (endedBy(event, at)) return null;
      if (statusOf(event, at) === 'live' && inPlayPriced(event)) return live.joint(event, at);
      // Before kick-off (and for virtual matches, whose pre-match markets stay to the end): the drift step's model.
      return jointCache.getOrCreate(`${event.id}:${driftStep(pricedAt(event, at))}`, () =>
        createJointModel(specsOf(event, at), jointFactors(event, eventModel(seed, event, pricedAt(event, at)))),
      );
    },

    mainMarket(feedEvent, at) {
      const event = sim(feedEvent);
      if (statusOf(event, at) === 'live' && inPlayPriced(event)) return live.mainMarket(event, at);
      const status = marketStatus(event, at);
      const key = `${event.id}:${driftStep(pricedAt(event, at))}:${status}`;
      return mainCache.getOrCreate(key, () =>
        toMarket(event.id, mainSpec(event, eventModel(seed, event, pricedAt(event, at))), status),
      );
    },

    marketCount(feedEvent) {
      const event = sim(feedEvent);
      // The set of markets depends only on the sport (lines move with the model, their number does not).
      const known = marketCounts.get(event.sport);
      if (known !== undefined) return known;
      const count = specsOf(event, event.startsAt).length;
      marketCounts.set(event.sport, count);
      return count;
    },

    scoreboard: (feedEvent, at) => {
      const event = sim(feedEvent);
      return at < event.startsAt ? null : scoreboardAt(event, factsOf(event), replayOf(event), at);
    },

    result(feedEvent, at) {
      const event = sim(feedEvent);
      if (!endedBy(event, at)) return null;
      return resultCache.getOrCreate(event.id, () => {
        const facts = factsOf(event);
        const winning: string[] = [];
        const voided: string[] = [];
        const rules = settlementSpecs(event, eventModel(seed, event, event.startsAt), eventModel(seed, event, null));
        for (const spec of rules) {
          const prefix = `${event.id}/${marketKey(spec.type, spec.line)}/`;
          const settled = spec.settle(facts);
          for (const code of settled.win) winning.push(prefix + code);
          for (const code of settled.void ?? []) voided.push(prefix + code);
        }
        return {
          eventId: event.id,
          scoreboard: scoreboardAt(event, facts, replayOf(event), endOf(event))!,
          winningOutcomeIds: winning,
          voidOutcomeIds: voided,
        };
      });
    },

    outright(leagueId, at) {
      const league = catalogue.league(leagueId);
      return league?.hasOutrights ? leagueOutright(league, seasons, at) : null;
    },

    outrightResult(leagueId, at) {
      const league = catalogue.league(leagueId);
      return league?.hasOutrights ? leagueOutrightResult(league, seasons, at) : null;
    },

    recentMatches: statistics.recentMatches,
    headToHead: statistics.headToHead,
    standings: statistics.standings,

    virtualDraw(feedEvent, at) {
      const event = sim(feedEvent);
      if (!isVirtualSport(event.sport)) return null;
      const secret = roundSecret(seed, event.leagueId, event.round);
      const model = eventModel(seed, event, event.startsAt);
      return {
        commitment: roundCommitment(secret),
        secret: endedBy(event, at) ? secret : null,
        // The model stops moving at kick-off, when betting closes: before it, the odds are all there is to show.
        expectedGoals: at >= event.startsAt && model.kind === 'poisson' ? { home: model.home, away: model.away } : null,
      };
    },
  };
}

export { DRIFT_STEP, LIVE_STEP };
