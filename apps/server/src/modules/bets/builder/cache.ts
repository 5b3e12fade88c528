import type { BuilderPrice } from '@playline/contract/bets';
import type { Messages } from '#app/i18n/translate.ts';
import { Lru } from '#app/lib/lru.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { builderPrice } from './quote';

/** Combinations remembered: a popular match's few favourite combinations, not every one an attacker sprays. */
const CAPACITY = 5000;

/**
 * Builder prices, remembered per combination and feed step. Prices only move when the feed's version or live
 * version does (the catalogue caches on the same keys), so a crowd asking for the same combination costs one
 * pricing per step. Refusals are not cached: they are cheap and carry the caller's language.
 */
export function createBuilderPriceCache(feed: FeedAdapter, capacity = CAPACITY) {
  const prices = new Lru<string, BuilderPrice>(capacity);
  return {
    price(outcomeIds: readonly string[], messages: Messages): BuilderPrice {
      const at = feed.now();
      const key = `${feed.version(at)}:${feed.liveVersion(at)}:${[...outcomeIds].sort().join(',')}`;
      return prices.get(key) ?? prices.set(key, builderPrice(feed, outcomeIds, messages));
    },
    get size() {
      return prices.size;
    },
  };
}
