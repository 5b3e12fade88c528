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
 * shop's own wallet). Answers the name the shop now acts for; 403 for a client of another shop. Ids are PostgreSQL
 * integers: a larger number is no client, and would overflow the query's parameter (a 500 the fuzzer found).
 */
export const shopClientChangeBodySchema = z.number().int().min(0).max(2_147_483_647);
export const shopClientChangeResponseSchema = z.object({ userName: z.string() });
export type ShopClientChange = z.infer<typeof shopClientChangeResponseSchema>;

/** The most one cash-desk movement may be: 10,000.00. */
export const SHOP_CASH_MAX = 1_000_000;

/**
 * POST /api/shop/cash/pay-in and /pay-out (issue 8, with an Idempotency-Key): the operator takes cash from a client
 * of the shop onto their wallet, or pays cash out of it, recorded with the operator's id.
 */
export const shopCashRequestSchema = z.object({
  clientId: z.number().int().positive(),
  amount: z
    .number()
    .int()
    .min(1, 'an amount is at least 0.01 (1 minor unit)')
    .max(SHOP_CASH_MAX, 'the cash desk moves at most 10,000.00 (1000000 minor units) at a time'),
});
export type ShopCashRequest = z.infer<typeof shopCashRequestSchema>;

export const shopCashKindSchema = z.enum(['pay_in', 'pay_out']);
export type ShopCashKind = z.infer<typeof shopCashKindSchema>;

/** A cash-desk movement and the client's available balance after it. */
export const shopCashResultSchema = z.object({
  transactionId: z.number().int(),
  kind: shopCashKindSchema,
  clientId: z.number().int(),
  login: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  currencyCode: z.string(),
});
export type ShopCashResult = z.infer<typeof shopCashResultSchema>;

/** GET /api/shop/cash/summary?date=YYYY-MM-DD (UTC day, today by default). */
export const shopCashSummaryQuerySchema = z.object({
  date: z.iso.date().optional(),
});

const shopCashTotalSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/** One shop's cash desk over a day: totals per kind, the net cash taken, and every movement, newest first. */
export const shopCashSummarySchema = z.object({
  date: z.string(),
  currencyCode: z.string(),
  payIns: shopCashTotalSchema,
  payOuts: shopCashTotalSchema,
  /** Cash taken in minus cash paid out. */
  net: z.number().int(),
  movements: z.array(
    z.object({
      transactionId: z.number().int(),
      at: z.string(),
      kind: shopCashKindSchema,
      clientLogin: z.string(),
      operatorName: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type ShopCashSummary = z.infer<typeof shopCashSummarySchema>;
