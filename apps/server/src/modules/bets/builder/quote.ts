import type { BuilderPrice } from '@playline/contract/bets';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { type Quote, quote } from '../shared/selections';
import { priceBuilder } from './rules';

/** POST /api/bets/builder/price: same-event selections that are offered and open, priced together. */
export function builderPrice(feed: FeedAdapter, outcomeIds: readonly string[], messages: Messages): BuilderPrice {
  const at = feed.now();
  const quotes: Quote[] = [];
  for (const outcomeId of outcomeIds) {
    const current = quote(feed, outcomeId, at);
    if (!current)
      throw new HttpError(400, messages.t('bets.unknownSelection'), {
        [outcomeId]: messages.t('bets.unknownSelection'),
      });
    if (current.status !== 'open') throw new HttpError(400, messages.t('bets.selectionClosed'));
    quotes.push(current);
  }
  if (new Set(outcomeIds).size !== outcomeIds.length) throw new HttpError(400, messages.t('bets.builderDuplicate'));
  const odds = priceBuilder(feed, quotes, at, messages);
  return { odds, eventId: quotes[0]!.eventId };
}
