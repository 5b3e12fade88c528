import type { BetList } from '@playline/contract/bets';
import type { Database } from '#app/db/client.ts';
import type { FeedAdapter } from '../sports/feed/adapter';
import { cashOutOffer } from './cash-out/offer';
import { type BetsQuery, betsPage } from './repository';
import { presentBet } from './shared/present';

/** GET /api/client/bets: a page of the player's bets, newest first, each with its legs, cash-out offer and cash-outs. */
export async function listBets(db: Database, feed: FeedAdapter, userId: number, query: BetsQuery): Promise<BetList> {
  const { rows, legs, made, total } = await betsPage(db, userId, query);
  const now = feed.now();
  return {
    bets: rows.map((row) => {
      const own = legs.filter((leg) => leg.betId === row.id);
      const cashOuts = made.filter((record) => record.betId === row.id);
      return presentBet(row, own, cashOutOffer(row, own, feed, now), cashOuts);
    }),
    total,
  };
}
