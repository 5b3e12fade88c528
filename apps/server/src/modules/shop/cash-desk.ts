import {
  type BrandConfig,
  type ShopCashKind,
  type ShopCashRequest,
  type ShopCashResult,
  shopCashResultSchema,
} from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { shopCashMovements } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { NamedUser } from '../auth/sessions';
import { type Ledger, transfer } from '../ledger/ledger';
import { playerEnd } from '../wallet/money-request';
import { requestHash } from '../wallet/request-hash';
import { findShopClient } from './repository';

export interface CashDeskRequest {
  site: BrandConfig;
  operator: NamedUser;
  kind: ShopCashKind;
  body: ShopCashRequest;
  idempotencyKey: string;
  messages: Messages;
}

/**
 * Cash over the shop's counter (issue 8): a pay-in moves the amount from the shop's cash account onto the client's
 * wallet, a pay-out from the wallet back (never more than the client has available). One ledger transaction on the
 * client's account, replayed for a retried key, and a row naming the operator and the shop for the daily summary.
 */
export async function moveCash(db: Database, ledger: Ledger, request: CashDeskRequest) {
  const { site, operator, kind, body, idempotencyKey, messages } = request;
  const client = await findShopClient(db, site.brandKey, site.siteId, body.clientId);
  if (!client) throw new HttpError(403, messages.t('shop.notYourClient'));
  return ledger.run<ShopCashResult>({
    userId: client.id,
    kind: kind === 'pay_in' ? 'shop_pay_in' : 'shop_pay_out',
    idempotencyKey,
    requestHash: requestHash(`shop_${kind}`, { ...body, operatorId: operator.userId }),
    schema: shopCashResultSchema,
    messages,
    async plan(tx, accounts, transactionId) {
      if (kind === 'pay_out' && body.amount > accounts.wallet.balance) {
        const available = messages.money(accounts.wallet.balance, client.currencyCode);
        throw new HttpError(422, messages.t('wallet.insufficient', { available }));
      }
      const drawer = await ledger.house(tx, 'shop_cash', client.currencyCode);
      const wallet = playerEnd(accounts.wallet);
      const change = kind === 'pay_in' ? body.amount : -body.amount;
      return {
        amount: body.amount,
        legs: kind === 'pay_in' ? transfer(drawer, wallet, body.amount) : transfer(wallet, drawer, body.amount),
        result: {
          transactionId,
          kind,
          clientId: client.id,
          login: client.userName,
          amount: body.amount,
          balance: accounts.wallet.balance + change,
          currencyCode: client.currencyCode,
        },
        async alsoWrite(write) {
          await write.insert(shopCashMovements).values({
            transactionId,
            shopSiteId: site.siteId,
            operatorId: operator.userId,
            clientId: client.id,
            kind,
            amount: body.amount,
            currencyCode: client.currencyCode,
            createdAt: ledger.clock(),
          });
        },
      };
    },
  });
}
