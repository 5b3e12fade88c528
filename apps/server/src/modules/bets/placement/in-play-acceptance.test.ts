import { IN_PLAY_DELAY_SECONDS } from '@playline/contract/sports-keys';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '#app/modules/sports/feed/simulator.ts';
import { DAY, T0 } from '#app/modules/sports/feed/test-support.ts';
import { type InPlayTiming, watchDelay } from './in-play';
import { OddsChangedError } from './validate';

/**
 * The in-play acceptance rate a player meets: slips sent at random moments of random live events, each on a random
 * open selection at the price the feed showed then, waited out by the real `watchDelay` on a clock that the sleeps
 * move. Before issue 18 prices drifted every few seconds and about one slip in five got through under "Ask me".
 */
function acceptanceRate(policy: 'none' | 'higher' | 'any', samples: number, mainOnly: boolean) {
  let now = T0;
  const feed = createSimulator({ seed: 'acceptance', speed: 1, now: () => now });
  const timing: InPlayTiming = {
    pollMs: 250,
    sleep: async (ms) => {
      now += ms;
    },
  };
  let rng = 0x9e3779b9;
  const random = () => {
    rng = (Math.imul(rng ^ (rng >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return rng / 4294967296;
  };
  return async () => {
    let sent = 0;
    let accepted = 0;
    const refusals = { suspended_during_delay: 0, price_moved_during_delay: 0 };
    while (sent < samples) {
      now = T0 + Math.floor(random() * 3 * DAY);
      const events = feed.liveEvents(now);
      const event = events[Math.floor(random() * events.length)];
      if (!event) continue;
      const open = (mainOnly ? [feed.mainMarket(event, now)] : feed.markets(event, now))
        .filter((market) => market !== null)
        .filter((market) => market.status === 'open')
        .flatMap((market) => market.outcomes.filter((outcome) => outcome.status === 'open'));
      const seen = open[Math.floor(random() * open.length)];
      if (!seen) continue;
      sent++;
      const selections = [{ outcomeId: seen.id, odds: seen.odds, banker: false }];
      const request = { oddsPolicy: policy, bets: [{ type: 'single' as const, stake: 100, selections }] };
      try {
        await watchDelay(feed, request, IN_PLAY_DELAY_SECONDS[event.sport] * 1000, timing);
        accepted++;
      } catch (error) {
        if (!(error instanceof OddsChangedError) || !error.reason) throw error;
        refusals[error.reason]++;
      }
    }
    return { rate: accepted / sent, refusals };
  };
}

describe('in-play acceptance across live events', () => {
  it('accepts nine slips in ten or more under “Ask me”: prices hold through the delay unless the match moved', async () => {
    for (const mainOnly of [true, false]) {
      const { rate, refusals } = await acceptanceRate('none', 1_000, mainOnly)();
      const what = mainOnly ? 'main markets' : 'all markets';
      console.info(`in-play acceptance under "Ask me", ${what}: ${(rate * 100).toFixed(1)}%`, refusals);
      expect.soft(rate).toBeGreaterThan(0.9);
    }
  });
});
