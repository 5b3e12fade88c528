import * as z from 'zod';

/** The shortest text the shop client search runs for (spec §6). */
export const SHOP_SEARCH_MIN_LENGTH = 2;
/** The most clients one search lists. */
export const SHOP_SEARCH_LIMIT = 20;

/**
 * POST /api/shop/client/filter (spec §7): the body is a JSON string, the search text (trimmed, at least two
 * characters). Only a shop operator on their own shop site may call it (403 otherwise).
 */
export const shopClientFilterBodySchema = z.string().trim().min(SHOP_SEARCH_MIN_LENGTH).max(64);

/** A client registered at the operator's shop; `balance` is the available balance in minor units. */
export const shopClientSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  balance: z.number().int(),
  currencyCode: z.string(),
});
export type ShopClient = z.infer<typeof shopClientSchema>;
export const shopClientsSchema = z.array(shopClientSchema);

/**
 * POST /api/shop/client/change (spec §7): the body is a JSON number, the client's id, or 0 for the shop owner (the
 * shop's own wallet). Answers the name the shop now acts for; 403 for a client of another shop.
 */
export const shopClientChangeBodySchema = z.number().int().min(0);
export const shopClientChangeResponseSchema = z.object({ userName: z.string() });
export type ShopClientChange = z.infer<typeof shopClientChangeResponseSchema>;
