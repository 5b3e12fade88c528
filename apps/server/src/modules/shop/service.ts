import type { BrandConfig, ShopClient, ShopClientChange } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { setActingUser } from '../auth/session-repository';
import type { AuthSession, AuthUser } from '../auth/sessions';
import { balanceOf } from '../wallet/balances';
import { findShopClient, findShopClients } from './repository';

/** The operator behind a session on their shop's site, or 403: only they may use the shop's calls. */
export function shopOperator(user: AuthUser, site: BrandConfig, messages: Messages) {
  if (site.kind !== 'shop' || !user.shop) throw new HttpError(403, messages.t('shop.operatorOnly'));
  return user.shop.operator;
}

/** The shop's clients whose login contains the text, with their available balances. */
export async function searchClients(db: Database, site: BrandConfig, text: string): Promise<ShopClient[]> {
  const rows = await findShopClients(db, site.brandKey, site.siteId, text);
  return Promise.all(
    rows.map(async (row) => {
      const { calculatedBalance } = await balanceOf(db, row.id, row.currencyCode);
      return { id: row.id, login: row.login, balance: calculatedBalance, currencyCode: row.currencyCode };
    }),
  );
}

/**
 * Makes the session act for a client of the shop, or (0) for the shop owner; answers the name acted for. A client
 * of another shop, or no client at all, is refused alike (403), so ids of other shops' clients tell nothing.
 */
export async function changeClient(
  db: Database,
  {
    site,
    user,
    session,
    clientId,
    messages,
  }: {
    site: BrandConfig;
    user: AuthUser;
    session: AuthSession;
    clientId: number;
    messages: Messages;
  },
): Promise<ShopClientChange> {
  const operator = shopOperator(user, site, messages);
  if (clientId === 0) {
    await setActingUser(db, session.idHash, null);
    return { userName: operator.userName };
  }
  const client = await findShopClient(db, site.brandKey, site.siteId, clientId);
  if (!client) throw new HttpError(403, messages.t('shop.notYourClient'));
  await setActingUser(db, session.idHash, client.id);
  return { userName: client.userName };
}
