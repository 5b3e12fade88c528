import { isVirtualSport, type Market } from '@playline/contract/sports';
import { buildCatalogue } from '../catalogue';
import { createJointModel, type JointModel } from '../joint/index';
import type { MarketSpec } from '../markets/spec';
import { playMatch } from '../match';
import { eventModel } from '../models';
import { buildReplay } from '../replay';
import { createSchedule, type SimEvent } from '../schedule';
import { scoreboardAt } from '../scoreboard';
import { readClock } from './clock';
import { createLiveFeed, LIVE_STEP } from './index';
import { liveJointFactors, liveMainSpec, liveSpecs } from './prices';
import { gameState, liveMatch } from './state';
import { buildTimeline } from './timeline';

/**
 * A live feed built as the simulator builds it, next to the model without steps: the exact continuous-time chance
 * of every outcome at any instant, for tests and measurements of what a stepped price gives away.
 */
export function steplessKit(seed: string) {
  const catalogue = buildCatalogue(seed);
  const leagues = catalogue.leagues.filter((league) => !isVirtualSport(league.sport));
  const schedule = createSchedule(seed, catalogue);
  const kickOffModel = (event: SimEvent) => eventModel(seed, event, event.startsAt);
  const centreModel = (event: SimEvent) => eventModel(seed, event, null);
  const factsOf = (event: SimEvent) => playMatch(seed, event, kickOffModel(event));
  const replayOf = (event: SimEvent) => buildReplay(seed, event, factsOf(event));
  const endOf = (event: SimEvent) => replayOf(event).over;
  const live = createLiveFeed({ seed, schedule, leagues, factsOf, replayOf, endOf, kickOffModel, centreModel });

  /**
   * The game state a price served at `at` was made from (the match as it was at the start of `at`'s live step),
   * with the play clock read exactly at `at`: the stepping alone. Null when the scoreboard or the segment changed
   * since (a point, a set's or a period's end): the markets re-price at the next live step, and what happens in
   * between is the bet delay's to catch.
   */
  function exactGame(event: SimEvent, at: number) {
    const facts = factsOf(event);
    const replay = replayOf(event);
    const match = liveMatch(seed, event, buildTimeline(seed, event, facts, kickOffModel(event), replay));
    const served = Math.floor(at / LIVE_STEP) * LIVE_STEP;
    const board = scoreboardAt(event, facts, replay, served)!;
    const then = readClock(replay, served);
    const reading = readClock(replay, at);
    const moved = JSON.stringify(scoreboardAt(event, facts, replay, at)) !== JSON.stringify(board);
    if (moved || then.index !== reading.index || then.inBreak !== reading.inBreak) return null;
    return { ...gameState(match, board, served, reading), reading };
  }

  return {
    schedule,
    leagues,
    live,
    /** Every market's fair chances without steps (the main market last); null as `exactGame`. */
    exactSpecs(event: SimEvent, at: number): MarketSpec[] | null {
      const game = exactGame(event, at);
      if (!game) return null;
      const model = kickOffModel(event);
      return [...liveSpecs(event, model, centreModel(event), game), liveMainSpec(event, model, game)];
    },
    exactJoint(event: SimEvent, at: number): JointModel | null {
      const game = exactGame(event, at);
      if (!game) return null;
      const model = kickOffModel(event);
      return createJointModel(liveSpecs(event, model, centreModel(event), game), liveJointFactors(event, model, game));
    },
  };
}

/** Open outcomes of open markets with their fair chance in `specs` (by market key and code). */
export function openWithChance(markets: readonly Market[], specs: readonly MarketSpec[]) {
  const chances = new Map<string, number>();
  for (const spec of specs) {
    const key = spec.line === null ? spec.type : `${spec.type}:${spec.line}`;
    for (const outcome of spec.outcomes) chances.set(`${key}/${outcome.code}`, outcome.p);
  }
  return markets
    .filter((market) => market.status === 'open')
    .flatMap((market) =>
      market.outcomes
        .filter((outcome) => outcome.status === 'open')
        .map((outcome) => ({ market, outcome, p: chances.get(`${market.key}/${outcome.code}`) ?? 0 })),
    );
}
