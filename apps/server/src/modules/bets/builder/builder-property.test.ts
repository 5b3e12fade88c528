import { describe, expect, it } from 'vitest';
import { messagesIn } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW, testFeed } from '#app/modules/sports/test-feed.ts';
import { type Quote, quote } from '../shared/selections';
import { BUILDER_MARGIN } from './price';
import { priceBuilder } from './rules';

const HOUR = 3_600_000;
const feed = testFeed();
const at = TEST_FEED_NOW;
const messages = messagesIn(1);
/** A cent of rounding on the odds of the least likely combination the builder prices. */
const ROUNDING = 1e-9;

/** One event of every sport before kick-off, one of every sport in play, and a virtual football round. */
function sampleEvents(): FeedEvent[] {
  const firstPerSport = (events: readonly FeedEvent[]) => [
    ...new Map(events.map((event) => [event.sport, event] as const).reverse()).values(),
  ];
  const virtual = feed.leagues().find((league) => league.sport === 'virtual-football')!;
  return [
    ...firstPerSport(feed.eventsStartingBetween(at + HOUR, at + 72 * HOUR)),
    ...firstPerSport(feed.liveEvents(at)),
    ...feed.leagueEventsStartingBetween(virtual.id, at + 60_000, at + HOUR).slice(0, 1),
  ];
}

/** Every open outcome of the event's builder markets, as a slip would quote it. */
function builderQuotes(event: FeedEvent): Quote[] {
  return feed
    .markets(event, at)
    .filter((market) => market.builder)
    .flatMap((market) => market.outcomes.map((outcome) => quote(feed, outcome.id, at)))
    .filter((each): each is Quote => each !== null && each.status === 'open');
}

const priced = (quotes: readonly Quote[]): { odds: number } | { refused: string } => {
  try {
    return { odds: priceBuilder(feed, quotes, at, messages) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return { refused: error.message };
    throw error;
  }
};

/** What a €1 bet on the combination returns on average under the event's joint model, or the refusal. */
function check(event: FeedEvent, quotes: readonly Quote[]) {
  const model = feed.jointModel(event, at)!;
  const legs = quotes.map((each) => ({ marketKey: each.market.key, code: each.outcome.code }));
  const joint = model.chance(legs)!;
  const alone = legs.map((leg) => model.chance([leg])!);
  const result = priced(quotes);
  const where = quotes.map((each) => each.outcomeId).join(' + ');
  if ('odds' in result) {
    expect(result.odds * joint, where).toBeLessThanOrEqual(1 / (1 + BUILDER_MARGIN) + ROUNDING);
    const stronger = Math.min(...alone);
    if (quotes.length === 2 && Math.abs(joint - stronger) < 1e-12) {
      expect(result.odds, `${where} implied`).toBe(Math.min(1000, Math.floor(100 / (stronger * 1.08)) / 100));
    }
  } else if (joint < 1e-6 && alone.every((each) => each >= 1e-6)) {
    expect(result.refused, where).toBe(messages.t('bets.builderExclusive'));
  } else {
    expect(result.refused, where).not.toBe(messages.t('bets.builderExclusive'));
  }
  return 'odds' in result ? 'priced' : joint < 1e-6 ? 'exclusive' : 'refused';
}

describe('bet builder prices, every pair of legs of every sport (pre-match and in play)', () => {
  const events = sampleEvents();

  it('samples every sport that has builder markets, before and during play', () => {
    expect(new Set(events.map((event) => event.sport)).size).toBeGreaterThanOrEqual(13);
    expect(events.some((event) => feed.status(event, at) === 'live')).toBe(true);
  });

  it.each(events.map((event) => [`${event.sport} ${feed.status(event, at)} ${event.id}`, event] as const))(
    '%s: a €1 combination returns at most 1/(1 + margin) on average; implied legs cost the stronger one; exclusive ones are refused',
    (_name, event) => {
      const quotes = builderQuotes(event);
      const seen = { priced: 0, exclusive: 0, refused: 0 };
      for (let i = 0; i < quotes.length; i++) {
        for (let j = i + 1; j < quotes.length; j++) {
          if (quotes[i]!.market.key !== quotes[j]!.market.key) seen[check(event, [quotes[i]!, quotes[j]!])]++;
        }
      }
      // A deterministic sample of triples from three different markets.
      for (let k = 0; k < 300 && quotes.length > 2; k++) {
        const triple = [0, 1, 2].map((n) => quotes[(k * (7 + 13 * n) + n * 5) % quotes.length]!);
        if (new Set(triple.map((each) => each.market.key)).size === 3) seen[check(event, triple)]++;
      }
      // In play a market may be suspended for a while; with two open markets something must be on offer.
      if (new Set(quotes.map((each) => each.market.key)).size > 1) expect(seen.priced).toBeGreaterThan(0);
    },
  );
});
