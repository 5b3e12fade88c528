import type { FastifyInstance } from 'fastify';
import type { Database } from '#app/db/client.ts';
import { userChannel } from '../hub/channels';
import type { HubPublisher } from '../hub/publisher';
import type { LedgerNotice } from '../ledger/after-commit';
import { toBalance } from '../wallet/balances';
import { findUser } from './repository';

/** Players whose currency is remembered; a player's currency never changes, so entries never go stale. */
const CURRENCY_CACHE_SIZE = 50_000;

/**
 * A player's currency, read once. The promise itself is kept, so the balance pushes of one player leave in the
 * order their movements committed even while the first read is on its way.
 */
function currencies(db: Database) {
  const known = new Map<number, Promise<string>>();
  return (userId: number): Promise<string> => {
    let currency = known.get(userId);
    if (!currency) {
      if (known.size >= CURRENCY_CACHE_SIZE) known.clear();
      currency = findUser(db, userId).then((user) => {
        if (!user) throw new Error(`user ${userId} has no account`);
        return user.currencyCode;
      });
      // A failed read is not remembered: the next movement asks again.
      currency.catch(() => known.delete(userId));
      known.set(userId, currency);
    }
    return currency;
  };
}

/** Turns the ledger's committed notices into messages on the player's own hub channel. */
export function userPushes(db: Database, hub: HubPublisher, onError: (error: unknown) => void) {
  const currencyOf = currencies(db);
  return (notice: LedgerNotice) => {
    const channel = userChannel(notice.userId);
    if (notice.type === 'bet_settled') {
      const { betId, status, payout } = notice;
      hub.publish(channel, { type: 'bet_settled', betId, status, payout });
      return;
    }
    currencyOf(notice.userId)
      .then((currency) => hub.publish(channel, { type: 'balance', ...toBalance(notice.wallet, notice.held, currency) }))
      .catch(onError);
  };
}

/**
 * After every committed movement the player's channel gets the balance (the numbers of the movement's own
 * transaction, so pushes never show an older balance after a newer one), and after a settlement or a full
 * cash-out, `bet_settled` first. A failed push is logged; the movement stands.
 */
export function installUserPushes(app: FastifyInstance): void {
  const onError = (error: unknown) => app.log.error({ err: error }, 'user channel push failed');
  app.ledger.onCommitted(userPushes(app.db, app.hub, onError), onError);
}
