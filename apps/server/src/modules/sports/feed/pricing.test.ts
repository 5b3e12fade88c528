import type { Market } from '@playline/contract/sports';
import { marketSchema } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { DRIFT_STEP } from './drift';
import { DAY, sampleEvents, simulatorAt, T0 } from './test-support';

/** The margin each market type is priced with (pricing/margin.ts), and how many outcomes win at once. */
const EXPECTED_MARGIN: Record<string, number> = {
  '1x2': 0.05,
  winner: 0.05,
  dc: 0.06,
  dnb: 0.06,
  ou: 0.06,
  ah: 0.06,
  set_winner: 0.06,
  game_winner: 0.06,
  asian_ah: 0.06,
  asian_ou: 0.06,
  btts: 0.06,
  odd_even: 0.06,
  ht_1x2: 0.08,
  ht_ou: 0.08,
  corners_ou: 0.08,
  cards_ou: 0.08,
  htft: 0.1,
  set_score: 0.1,
  method: 0.1,
  cs: 0.18,
  first_scorer: 0.25,
  anytime_scorer: 0.25,
};

const implied = (market: Market) => market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0);

describe('feed pricing', () => {
  const feed = simulatorAt('alpha');
  const events = sampleEvents(feed, T0, 4);

  it('prices every market of every sport with its margin, odds of two decimals and at least 1.01', () => {
    for (const event of events) {
      const markets = feed.markets(event, T0);
      expect(markets.length).toBe(feed.marketCount(event));
      expect(new Set(markets.map((market) => market.key)).size).toBe(markets.length);
      for (const market of markets) {
        marketSchema.parse(market);
        const places = market.type === 'dc' ? 2 : 1;
        const margin = EXPECTED_MARGIN[market.type]!;
        if (market.type === 'anytime_scorer') {
          // Several players score in one match: the overround is the margin on top of the expected scorers.
          expect(implied(market), `${event.sport} ${market.key}`).toBeGreaterThan(1 + margin);
          continue;
        }
        expect(implied(market), `${event.sport} ${market.key}`).toBeGreaterThan(places * (1 + margin) - 0.03);
        expect(implied(market), `${event.sport} ${market.key}`).toBeLessThan(places * (1 + margin) + 0.03);
        for (const outcome of market.outcomes) {
          expect(outcome.odds).toBeGreaterThanOrEqual(1.01);
          expect(Math.round(outcome.odds * 100) / 100).toBe(outcome.odds);
          expect(outcome.id).toBe(`${event.id}/${market.key}/${outcome.code}`);
        }
      }
    }
  });

  it('puts the main market first, equal to mainMarket, and groups in tab order', () => {
    const order = ['main', 'goals', 'halves', 'handicaps', 'corners', 'cards', 'players', 'specials'];
    for (const event of events) {
      const markets = feed.markets(event, T0);
      expect(feed.mainMarket(event, T0)).toEqual(markets[0]);
      const groups = markets.map((market) => order.indexOf(market.group));
      expect(groups).toEqual([...groups].sort((a, b) => a - b));
    }
  });

  it('agrees with itself on who is favoured: 1X2, draw no bet and the half-goal handicap', () => {
    for (const event of events.filter((candidate) => candidate.sport === 'football')) {
      const markets = new Map(feed.markets(event, T0).map((market) => [market.key, market]));
      const odds = (key: string, code: string) => markets.get(key)!.outcomes.find((o) => o.code === code)!.odds;
      const homeFavoured = odds('1x2', 'home') < odds('1x2', 'away');
      expect(odds('dnb', 'home') < odds('dnb', 'away')).toBe(homeFavoured);
      // Home -0.5 wins exactly when home wins: the same chance, in a two-way market.
      expect(odds('ah:-0.5', 'home')).toBeLessThanOrEqual(odds('1x2', 'home'));
      expect(odds('ah:0.5', 'home')).toBeLessThan(odds('ah:-0.5', 'home'));
      expect(odds('ou:1.5', 'over')).toBeLessThan(odds('ou:2.5', 'over'));
    }
  });

  it('drifts before kick-off: prices change over steps but stay close, and stop moving once the event ended', () => {
    let changed = 0;
    for (const event of events) {
      const before = event.startsAt - 6 * 3_600_000;
      const now = feed.mainMarket(event, before)!;
      const later = feed.mainMarket(event, before + 20 * DRIFT_STEP)!;
      now.outcomes.forEach((outcome, index) => {
        const next = later.outcomes[index]!.odds;
        if (next !== outcome.odds) changed++;
        expect(Math.abs(next - outcome.odds) / outcome.odds).toBeLessThan(0.2);
      });
      const ended = feed.mainMarket(event, event.endsAt)!;
      expect(ended.status).toBe('suspended');
      expect(feed.mainMarket(event, event.endsAt + DAY)).toEqual(ended);
    }
    expect(changed).toBeGreaterThan(events.length);
  });

  it('keeps the same market keys while prices drift, so anything offered can be settled', () => {
    for (const event of events) {
      const keys = (at: number) => feed.markets(event, at).map((market) => market.key);
      expect(keys(event.startsAt - 5 * DAY)).toEqual(keys(event.startsAt));
    }
  });

  it('prices outrights of every league, favourites first', () => {
    for (const league of feed.leagues().filter((each) => each.hasOutrights)) {
      const outright = feed.outright(league.id, T0)!;
      expect(outright.endsAt).toBeGreaterThan(T0);
      const winner = outright.markets[0]!;
      expect(winner.type).toBe('outright_winner');
      expect(implied(winner)).toBeGreaterThan(1.15);
      const odds = winner.outcomes.map((outcome) => outcome.odds);
      expect(odds).toEqual([...odds].sort((a, b) => a - b));
      expect(outright.markets.some((market) => market.type === 'top_scorer')).toBe(league.sport === 'football');
    }
  });

  it('offers only contenders still in it: late in a season the beaten teams are gone, not priced at ~90', () => {
    const samples = [0, 4, 8, 12, 16].flatMap((weeks) =>
      feed
        .leagues()
        .filter((league) => league.hasOutrights)
        .map((league) => ({ league, at: T0 + weeks * 7 * DAY })),
    );
    let closedSomewhere = false;
    for (const { league, at } of samples) {
      const winner = feed.outright(league.id, at)!.markets[0]!;
      expect(winner.outcomes.length).toBeGreaterThanOrEqual(2);
      expect(implied(winner)).toBeGreaterThan(1.15);
      const teams = feed.standings(league.id, at)?.rows.length;
      if (teams !== undefined && winner.outcomes.length < teams) closedSomewhere = true;
    }
    expect(closedSomewhere).toBe(true);
  });
});
