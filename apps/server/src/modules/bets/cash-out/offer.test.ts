import type { Market } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW, testFeed } from '#app/modules/sports/test-feed.ts';
import { type CashOutBet, type CashOutLeg, cashOutOffer, cashOutValue, impliedProbability } from './offer';

const HOUR = 3_600_000;

const market = (type: Market['type'], odds: number[]): Market => ({
  key: type,
  type,
  line: null,
  group: 'main',
  status: 'open',
  builder: true,
  outcomes: odds.map((price, index) => ({
    id: `1/${type}/${index}`,
    code: String(index),
    odds: price,
    status: 'open',
  })),
});

const bet = (over: Partial<CashOutBet> = {}): CashOutBet => ({
  type: 'multiple',
  status: 'open',
  totalStake: 1000,
  potentialReturn: 100_000,
  odds: 6,
  ...over,
});
const leg = (odds: number, status: string): CashOutLeg => ({
  outcomeId: '1/x/y',
  eventId: 1,
  marketKey: 'x',
  odds,
  status,
});

describe('impliedProbability', () => {
  it('removes the margin proportionally (and counts two winners in double chance)', () => {
    // 1/1.8 + 1/3.6 + 1/4.5 = 1.0556: the favourite's chance is 0.5556 / 1.0556.
    expect(impliedProbability(market('1x2', [1.8, 3.6, 4.5]), '1/1x2/0')).toBeCloseTo(0.5263, 4);
    const dc = market('dc', [1.2, 1.3, 1.9]);
    const chances = dc.outcomes.map((outcome) => impliedProbability(dc, outcome.id) ?? 0);
    expect(chances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(2, 9);
    expect(impliedProbability(dc, 'missing')).toBeNull();
  });
});

describe('cashOutValue', () => {
  it('is the stake times won odds times open legs at their fair price, less 5%, rounded down', () => {
    // Won at 2.00, void, open at 3.00 with a 40% chance: 1000 × 2 × 1 × 1.2 × 0.95 = 2280.
    const legs = [leg(2, 'won'), leg(1.5, 'void'), leg(3, 'open')];
    expect(cashOutValue(bet(), legs, [null, null, { probability: 0.4, tradable: true }])).toBe(2280);
  });

  it('never offers more than the potential return', () => {
    const legs = [leg(2, 'won'), leg(3, 'open')];
    expect(cashOutValue(bet({ potentialReturn: 5000 }), legs, [null, { probability: 1, tradable: true }])).toBe(5000);
  });

  it('prices a builder bet from its own odds times the joint chance of its open legs, never their product', () => {
    const builder = bet({ type: 'builder', odds: 5 });
    const quotes = [
      { probability: 0.5, tradable: true },
      { probability: 0.4, tradable: true },
    ];
    // Joint chance 0.1 (the legs' own chances would multiply to 0.2): 1000 × 5 × 0.1 × 0.95 = 475.
    expect(cashOutValue(builder, [leg(1.8, 'open'), leg(2.2, 'open')], quotes, 0.1)).toBe(475);
    // Without a model it counts at its own price, with the builder margin: 1000 / 1.08 × 0.95 = 879.
    expect(cashOutValue(builder, [leg(1.8, 'open'), leg(2.2, 'open')], quotes, null)).toBe(879);
  });
});

describe('cashOutOffer on the feed', () => {
  const feed = testFeed();
  const upcoming = feed
    .eventsStartingBetween(TEST_FEED_NOW + HOUR, TEST_FEED_NOW + 24 * HOUR)
    .find((event) => event.sport === 'football');
  if (!upcoming) throw new Error('the test feed has no football tomorrow');
  const main = feed.markets(upcoming, TEST_FEED_NOW).find((m) => m.key === '1x2');
  const home = main?.outcomes[0];
  if (!main || !home) throw new Error('no 1x2 market');
  const single = bet({ type: 'single', odds: home.odds, potentialReturn: Math.floor(1000 * home.odds) });
  const homeLeg = { outcomeId: home.id, eventId: upcoming.id, marketKey: '1x2', odds: home.odds, status: 'open' };

  it('offers a single at its current fair value before the start', () => {
    const offer = cashOutOffer(single, [homeLeg], feed, TEST_FEED_NOW);
    const fair = 1000 * home.odds * (impliedProbability(main, home.id) ?? 0) * 0.95;
    expect(offer).toEqual({ value: Math.floor(fair + 1e-6), available: true });
    expect(offer?.value).toBeLessThan(1000);
  });

  it('is not available once the event started, and is null for systems, settled bets and beaten bets', () => {
    expect(cashOutOffer(single, [homeLeg], feed, upcoming.startsAt + 60_000)?.available).toBe(false);
    expect(cashOutOffer({ ...single, type: 'system' }, [homeLeg], feed, TEST_FEED_NOW)).toBeNull();
    expect(cashOutOffer({ ...single, status: 'won' }, [homeLeg], feed, TEST_FEED_NOW)).toBeNull();
    expect(cashOutOffer(bet(), [homeLeg, { ...homeLeg, status: 'lost' }], feed, TEST_FEED_NOW)).toBeNull();
  });

  it('is not available when the selection is gone', () => {
    const gone = { ...homeLeg, outcomeId: `${upcoming.id}/1x2/nobody` };
    expect(cashOutOffer(single, [gone], feed, TEST_FEED_NOW)?.available).toBe(false);
  });
});
