import type { LiveState, Market } from '@playline/contract/sports';
import { Lru } from '../../../../lib/lru';
import type { SimLeague } from '../catalogue';
import type { MatchFacts } from '../facts';
import { inTabOrder } from '../markets/index';
import type { EventModel } from '../models';
import type { Schedule, SimEvent } from '../schedule';
import { scoreboardAt } from '../scoreboard';
import { SPORT_PROFILES, TIME } from '../sports';
import { toLiveMarket } from './live-market';
import { liveMainSpec, liveSpecs } from './prices';
import { gameState, type LiveMatch, liveMatch, liveStateAt, suspendedUntil } from './state';
import { buildTimeline } from './timeline';

/**
 * Feed ms between two in-play re-pricings; `liveVersion(at)` is the step index. Every live answer is computed at
 * the start of its step, so all readers within a step see the same prices, statuses and state. Kick-offs and ends
 * fall on whole minutes, so an event's status never changes inside a step.
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
  let latest: { step: number; events: SimEvent[] } = { step: Number.NaN, events: [] };

  /** Events that are in play at some moment of the clock hour: computed once an hour, then filtered. */
  const hourEvents = (hour: number) =>
    hours.getOrCreate(hour, () =>
      schedule
        .eventsStartingBetween(hour * TIME.HOUR - LONGEST_MATCH, (hour + 1) * TIME.HOUR, leagues)
        .filter((event) => event.endsAt > hour * TIME.HOUR),
    );

  function liveEvents(at: number): SimEvent[] {
    const step = liveStep(at);
    if (latest.step !== step) {
      const moment = stepStart(at);
      const events = hourEvents(Math.floor(moment / TIME.HOUR)).filter(
        (event) => event.startsAt <= moment && moment < event.endsAt,
      );
      latest = { step, events };
    }
    return latest.events;
  }

  const isLive = (event: SimEvent, at: number) => event.startsAt <= at && at < event.endsAt;

  const matchOf = (event: SimEvent) =>
    matches.getOrCreate(event.id, () =>
      liveMatch(seed, event, buildTimeline(seed, event, sources.factsOf(event), sources.kickOffModel(event))),
    );

  function stateOf(event: SimEvent, moment: number) {
    const match = matchOf(event);
    const board = scoreboardAt(event, sources.factsOf(event), moment)!;
    return { match, game: gameState(match, board, moment) };
  }

  return {
    liveEvents,

    liveState(event: SimEvent, at: number): LiveState | null {
      const moment = stepStart(at);
      if (!isLive(event, moment)) return null;
      return stateCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => liveStateAt(matchOf(event), moment));
    },

    /** Every market in play, re-priced from the game state; suspended while `suspendedUntil` holds. */
    markets(event: SimEvent, at: number): Market[] {
      const moment = stepStart(at);
      return marketsCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => {
        const { match, game } = stateOf(event, moment);
        const suspended = suspendedUntil(match, moment) !== null;
        const specs = liveSpecs(event, sources.kickOffModel(event), sources.centreModel(event), game);
        return inTabOrder(specs).map((spec) => toLiveMarket(event.id, spec, suspended));
      });
    },

    mainMarket(event: SimEvent, at: number): Market {
      const moment = stepStart(at);
      return mainCache.getOrCreate(`${event.id}:${liveStep(at)}`, () => {
        const { match, game } = stateOf(event, moment);
        const suspended = suspendedUntil(match, moment) !== null;
        return toLiveMarket(event.id, liveMainSpec(event, sources.kickOffModel(event), game), suspended);
      });
    },
  };
}
