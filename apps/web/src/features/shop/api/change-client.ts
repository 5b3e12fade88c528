import * as shop from '@playline/contract/api/shop';
import { type ShopClientChange, shopClientChangeResponseSchema } from '@playline/contract/shop';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** The id `change` takes for the shop owner: the shop's own wallet. */
export const SHOP_OWNER_ID = 0;

/**
 * POST /api/shop/client/change: the body is the client's id as a bare JSON number (0 for the shop owner); answers
 * the name the shop now acts for. 403 for a client of another shop.
 */
export function changeClient(clientId: number): Promise<ShopClientChange> {
  return call(shop.changeClient, { body: clientId }, { parse: (data) => shopClientChangeResponseSchema.parse(data) });
}

/**
 * Chooses whom the shop acts for. The caller reloads the page afterwards: the session's user, balance, bets and
 * every per-user query change at once, and a fresh start is the one way to drop them all consistently.
 */
export function useChangeClient() {
  return useMutation({ mutationFn: changeClient });
}
