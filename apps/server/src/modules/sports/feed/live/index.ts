import type { LiveState, Market } from '@playline/contract/sports';
import { Lru } from '#app/lib/lru.ts';
import type { SimLeague } from '../catalogue';
import type { MatchFacts } from '../facts';
import { createJointModel, type JointModel } from '../joint/index';
import { inTabOrder } from '../markets/index';
import type { EventModel } from '../models';
import type { Replay } from '../replay';
import type { Schedule, SimEvent } from '../schedule';
import { scoreboardAt } from '../scoreboard';
import { SPORT_PROFILES, TIME } from '../sports';
import { toLiveMarket } from './live-market';
import { liveJointFactors, liveMainSpec, liveSpecs } from './prices';
import { gameState, type LiveMatch, liveMatch, liveStateAt, suspendedUntil } from './state';
import { lessGenerousJoint, lessGenerousSpec, lessGenerousSpecs, stepEnds } from './step-ends';
import { buildTimeline } from './timeline';

/**
 * Feed ms between two in-play re-pricings; `liveVersion(at)` is the step index. Every live answer is computed at
 * the start of its step, so all readers within a step see the same prices and state. Kick-offs fall on whole
 * minutes; an event ends when its play does (`endOf`), which may fall inside a step: from then on it is finished
 * and leaves the live list, with no wait for the step's end.
 */
export const LIVE_STEP = 5_000;

export const liveStep = (at: number) => Math.floor(at / LIVE_STEP);
const stepStart = (at: number) => liveStep(at) * LIVE_STEP;

/** No match lasts longer: every event in play at an instant started less than this before it. */
const LONGEST_MATCH = Math.max(...Object.values(SPORT_PROFILES).map((profile) => profile.duration));

export interface LiveSources {
  seed: string;
  schedule: Schedule;
  leagues: readonly SimLeague[];
  factsOf(event: SimEvent): MatchFacts;
  /** The facts laid on the clock, which the scoreboard and the live state read (`replay.ts`). */
  replayOf(event: SimEvent): Replay;
  /** When play actually ended (the replay's end, cached per event): the event is live until then. */
  endOf(event: SimEvent): number;
  /** The model at kick-off (drift frozen), which in-play prices condition on the score. */
  kickOffModel(event: SimEvent): EventModel;
  /** The model without drift, which placed the lines of totals and handicaps. */
  centreModel(event: SimEvent): EventModel;
}

/** The in-play side of the simulator: which events are live, their state and their prices, step by step. */
export function createLiveFeed(sources: LiveSources) {
  const { seed, schedule, leagues } = sources;
  const hours = new Lru<number, SimEvent[]>(6);
  const matches = new Lru<number, LiveMatch>(500);
  const marketsCache = new Lru<string, Market[]>(600);
  const mainCache = new Lru<string, Market>(4_000);
  const stateCache = new Lru<string, LiveState>(2_000);
  // Bounded by scenarios too, as the pre-match joint cache (~30 MB at most).
  const jointCache = new Lru<string, JointModel>(200, { maxWeight: 100_000, weigh: (model) => model.size });
  let latest: { step: number; events: SimEvent[]; firstEnd: number } = { step: Number.NaN, events: [], firstEnd: 0 };

  /** Events that are in play at some moment of the clock hour: computed once an hour, then filtered. */
  const hourEvents = (hour: number) =>
    hours.getOrCreate(hour, () =>
      schedule
        .eventsStartingBetween(hour * TIME.HOUR - LONGEST_MATCH, (hour + 1) * TIME.HOUR, leagues)
        .filter((event) => event.endsAt > hour * TIME.HOUR),
    );

  const isLive = (event: SimEvent, at: number) =>
    event.startsAt <= at && at < event.endsAt && at < sources.endOf(event);

  /**
   * Events in play at `at`: those live at the start of its step, less any whose play ended since (the step's list
   * is kept, and filtered again only once the first of its ends has passed).
   */
  function liveEvents(at: number): SimEvent[] {
    const step = liveStep(at);
    if (latest.step !== step) {
      const moment = stepStart(at);
      const events = hourEvents(Math.floor(moment / TIME.HOUR)).filter((event) => isLive(event, moment));
      const firstEnd = Math.min(...events.map(sources.endOf));
      latest = { step, events, firstEnd };
    }
    return at < latest.firstEnd ? latest.events : latest.events.filter((event) => at < sources.endOf(event));
  }

  const matchOf = (event: SimEvent) =>
    matches.getOrCreate(event.id, () =>
      liveMatch(
        seed,
        event,
        buildTimeline(seed, event, sources.factsOf(event), sources.kickOffModel(event), sources.replayOf(event)),
      ),
    );

  /** The game state now, read at the start and at the end of its price step (`stepEnds`). */
  function stateOf(event: SimEvent, moment: number) {
    const match = matchOf(event);
    const board = scoreboardAt(event, sources.factsOf(event), match.timeline.replay, moment)!;
    const [start, end] = stepEnds(event, match.timeline.replay, moment);
    return { match, games: [gameState(match, board, moment, start), gameState(match, board, moment, end)] as const };
  }

  return {
    liveEvents,

    liveState(event: SimEvent, at: number): LiveState | null {
      const moment = stepStart(at);
      if (!isLive(event, moment) || at >= sources.endOf(event)) return null;
      return stateCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => liveStateAt(matchOf(event), moment));
    },

    /** Every market in play, re-priced from the game state; suspended while `suspendedUntil` holds. */
    markets(event: SimEvent, at: number): Market[] {
      const moment = stepStart(at);
      return marketsCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => {
        const { match, games } = stateOf(event, moment);
        const suspended = suspendedUntil(match, moment) !== null;
        const [start, end] = games.map((game) =>
          liveSpecs(event, sources.kickOffModel(event), sources.centreModel(event), game),
        );
        const specs = lessGenerousSpecs(start!, end!);
        return inTabOrder(specs).map((spec) => toLiveMarket(event.id, spec, suspended));
      });
    },

    /**
     * The joint model in play (bet builder, cash-out): the states the markets above are priced from, at both ends of
     * the price step, selling at the larger chance and buying back at the smaller (`lessGenerousJoint`).
     */
    joint(event: SimEvent, at: number): JointModel {
      const moment = stepStart(at);
      return jointCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => {
        const model = sources.kickOffModel(event);
        const [start, end] = stateOf(event, moment).games.map((game) =>
          createJointModel(
            liveSpecs(event, model, sources.centreModel(event), game),
            liveJointFactors(event, model, game),
          ),
        );
        return lessGenerousJoint(start!, end!);
      });
    },

    mainMarket(event: SimEvent, at: number): Market {
      const moment = stepStart(at);
      return mainCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => {
        const { match, games } = stateOf(event, moment);
        const suspended = suspendedUntil(match, moment) !== null;
        const [start, end] = games.map((game) => liveMainSpec(event, sources.kickOffModel(event), game));
        return toLiveMarket(event.id, lessGenerousSpec(start!, end), suspended);
      });
    },
  };
}
