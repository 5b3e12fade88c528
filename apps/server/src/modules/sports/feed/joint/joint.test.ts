import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../adapter';
import { marketSpecs } from '../markets/index';
import { playMatch } from '../match';
import { eventModel } from '../models';
import { marketKey } from '../pricing/margin';
import type { SimEvent } from '../schedule';
import { DAY, HOUR, sampleEvents, simulatorAt, T0 } from '../test-support';
import { createJointModel, jointFactors } from './index';

const SEED = 'alpha';
const feed = simulatorAt(SEED);

/** Two events of every sport before kick-off, two of every sport in play, and virtual football rounds. */
function moments(): { event: FeedEvent; at: number }[] {
  const prematch = sampleEvents(feed, T0 + HOUR, 2).map((event) => ({ event, at: T0 }));
  const live = [0, 1, 2, 3].flatMap((k) => {
    const at = T0 + k * 37 * 60_000;
    const bySport = new Map<string, FeedEvent>();
    for (const event of feed.liveEvents(at)) if (!bySport.has(event.sport)) bySport.set(event.sport, event);
    return [...bySport.values()].map((event) => ({ event, at }));
  });
  const virtualLeague = feed.leagues().find((league) => league.sport === 'virtual-football')!;
  const virtual = feed
    .leagueEventsStartingBetween(virtualLeague.id, T0 + 60_000, T0 + HOUR)
    .slice(0, 2)
    .map((event) => ({ event, at: T0 }));
  return [...prematch, ...live, ...virtual];
}

describe('the joint model of an event', () => {
  it('decides every builder market of every sport and gives each outcome the chance its market prices', () => {
    const sports = new Set<string>();
    for (const { event, at } of moments()) {
      const model = feed.jointModel(event, at)!;
      for (const market of feed.markets(event, at).filter((candidate) => candidate.builder)) {
        for (const outcome of market.outcomes) {
          const leg = { marketKey: market.key, code: outcome.code };
          const where = `${event.sport} ${event.id} ${outcome.id} at ${at}`;
          expect(model.chance([leg]), where).toBeCloseTo(model.marketChance(leg)!, 4);
        }
      }
      sports.add(event.sport);
    }
    expect(sports.size).toBeGreaterThanOrEqual(13);
  });

  it('prices implied legs as the stronger one and legs that exclude each other at 0', () => {
    const football = sampleEvents(feed, T0 + HOUR, 1).find((event) => event.sport === 'football')!;
    const tennis = sampleEvents(feed, T0 + HOUR, 1).find((event) => event.sport === 'tennis')!;
    const mma = sampleEvents(feed, T0 + HOUR, 1).find((event) => event.sport === 'mma')!;
    const leg = (marketKey: string, code: string) => ({ marketKey, code });
    const check = (event: FeedEvent, a: ReturnType<typeof leg>, b: ReturnType<typeof leg>, expected: 'implied' | 0) => {
      const model = feed.jointModel(event, T0)!;
      const joint = model.chance([a, b])!;
      const weaker = Math.min(model.chance([a])!, model.chance([b])!);
      expect(joint, `${a.marketKey}/${a.code} + ${b.marketKey}/${b.code}`).toBeCloseTo(expected === 0 ? 0 : weaker, 12);
    };
    check(football, leg('first_scorer', 'none'), leg('cs', '0-0'), 'implied');
    check(football, leg('cs', '2-1'), leg('1x2', 'home'), 'implied');
    check(football, leg('cs', '0-0'), leg('ou:0.5', 'under'), 'implied');
    check(football, leg('ou:1.5', 'over'), leg('ou:2.5', 'over'), 'implied');
    check(football, leg('corners_ou:10.5', 'over'), leg('corners_ou:8.5', 'over'), 'implied');
    check(football, leg('first_scorer', 'none'), leg('1x2', 'home'), 0);
    check(football, leg('first_scorer', 'none'), leg('btts', 'yes'), 0);
    check(football, leg('corners_ou:10.5', 'over'), leg('corners_ou:9.5', 'under'), 0);
    check(tennis, leg('set_score', '2-1'), leg('winner', 'home'), 'implied');
    check(tennis, leg('set_score', '0-2'), leg('winner', 'home'), 0);
    check(mma, leg('ou:1.5', 'under'), leg('ou:2.5', 'under'), 'implied');
  });
});

describe('the joint model against the simulator', () => {
  const DRAWS = 3000;
  // Points sports are left out: the feed prices their totals without the overtime the simulator plays.
  const sports = ['football', 'ice-hockey', 'handball', 'baseball', 'tennis', 'volleyball', 'darts', 'mma'];

  it.each(sports)('%s: every pair of builder outcomes wins together as often as the model says', (sport) => {
    const event = feed.eventsStartingBetween(T0 + DAY, T0 + 7 * DAY).find((each) => each.sport === sport) as SimEvent;
    const model = eventModel(SEED, event, event.startsAt);
    const specs = marketSpecs(event, model, eventModel(SEED, event, null)).filter((spec) => spec.builder);
    const joint = createJointModel(specs, jointFactors(event, model));
    const together = new Map<string, number>();
    for (let draw = 0; draw < DRAWS; draw++) {
      const facts = playMatch(`mc-${draw}`, event, model);
      const won = specs.flatMap((spec) =>
        spec.settle(facts).win.map((code) => `${marketKey(spec.type, spec.line)}|${code}`),
      );
      for (const a of won)
        for (const b of won) if (a < b) together.set(`${a}&${b}`, (together.get(`${a}&${b}`) ?? 0) + 1);
    }
    const legs = specs.flatMap((spec) =>
      spec.outcomes.map((outcome) => ({ marketKey: marketKey(spec.type, spec.line), code: outcome.code })),
    );
    let pairs = 0;
    for (const a of legs) {
      for (const b of legs) {
        const [ka, kb] = [`${a.marketKey}|${a.code}`, `${b.marketKey}|${b.code}`];
        if (a.marketKey === b.marketKey || ka >= kb) continue;
        const p = joint.chance([a, b])!;
        const seen = (together.get(`${ka}&${kb}`) ?? 0) / DRAWS;
        expect(Math.abs(seen - p), `${ka} & ${kb}`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / DRAWS) + 0.004);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });
});
