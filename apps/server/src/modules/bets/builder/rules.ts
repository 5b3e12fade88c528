import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import type { Quote } from '../shared/selections';
import { type BuilderRefusal, builderPricing } from './price';

const REFUSALS = {
  market: 'bets.builderMarket',
  impossible: 'bets.builderImpossible',
  exclusive: 'bets.builderExclusive',
  tooLikely: 'bets.builderTooLikely',
} as const satisfies Record<BuilderRefusal, string>;

/**
 * The price of a bet-builder combination: selections of one event from builder markets, one per market, priced
 * from the event's joint model at `at` (in play: from the game state). Throws 400 for a broken rule, legs that
 * exclude each other, or a combination that cannot win or is too sure to be offered.
 */
export function priceBuilder(feed: FeedAdapter, quotes: readonly Quote[], at: number, messages: Messages): number {
  const first = quotes[0];
  if (!first || quotes.length < 2) throw new HttpError(400, messages.t('bets.builderCount'));
  // Outrights (no event) are never builder selections.
  const event = first.event;
  if (!event || quotes.some((selection) => selection.event?.id !== event.id)) {
    throw new HttpError(400, messages.t('bets.builderEvent'));
  }
  if (quotes.some((selection) => !selection.market.builder)) throw new HttpError(400, messages.t('bets.builderMarket'));
  const markets = new Set(quotes.map((selection) => selection.market.key));
  if (markets.size !== quotes.length) throw new HttpError(400, messages.t('bets.builderDuplicate'));
  const legs = quotes.map((selection) => ({ marketKey: selection.market.key, code: selection.outcome.code }));
  const priced = builderPricing(feed.jointModel(event, at), legs);
  if ('refused' in priced) throw new HttpError(400, messages.t(REFUSALS[priced.refused]));
  return priced.odds;
}
