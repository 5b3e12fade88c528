import type { Messages } from '../../i18n/translate';
import { HttpError } from '../../lib/http-error';
import type { FeedAdapter } from '../sports/feed/adapter';
import { builderChance, builderOdds } from './builder-price';
import type { Quote } from './selections';

/**
 * The price of a bet-builder combination: selections of one event from builder markets, one per market. Throws
 * 400 for a broken rule or a combination that cannot win.
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
  // In play the prices are conditional on the score: the combination is priced on the goals still to come.
  const board = feed.status(event, at) === 'live' ? feed.scoreboard(event, at) : null;
  const score = board ? { home: board.home, away: board.away } : undefined;
  const odds = builderOdds(builderChance(quotes, feed.markets(event, at), score));
  if (odds === null) throw new HttpError(400, messages.t('bets.builderImpossible'));
  return odds;
}
