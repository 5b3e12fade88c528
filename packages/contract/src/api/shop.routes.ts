import { route } from '../http/route';
import type {
  shopCashRequestSchema,
  shopCashResultSchema,
  shopCashSummaryQuerySchema,
  shopCashSummarySchema,
  shopClientChangeBodySchema,
  shopClientChangeResponseSchema,
  shopClientFilterBodySchema,
  shopClientsSchema,
} from './shop';

/**
 * The shop terminal's operations (spec §7, issue 8); schemas and documentation in `shop.endpoints.ts`. The cash
 * POSTs carry an `Idempotency-Key` header, which the caller sends in the call's `headers`.
 */

/** The body is the search text as a bare JSON string. */
export const findClients = route(
  'POST',
  '/api/shop/client/filter',
  {} as {
    body: typeof shopClientFilterBodySchema;
    response: typeof shopClientsSchema;
  },
);

/** The body is the client's id as a bare JSON number (0: the shop owner). */
export const changeClient = route(
  'POST',
  '/api/shop/client/change',
  {} as {
    body: typeof shopClientChangeBodySchema;
    response: typeof shopClientChangeResponseSchema;
  },
);

export const payIn = route(
  'POST',
  '/api/shop/cash/pay-in',
  {} as {
    body: typeof shopCashRequestSchema;
    response: typeof shopCashResultSchema;
  },
);

export const payOut = route(
  'POST',
  '/api/shop/cash/pay-out',
  {} as {
    body: typeof shopCashRequestSchema;
    response: typeof shopCashResultSchema;
  },
);

export const getCashSummary = route(
  'GET',
  '/api/shop/cash/summary',
  {} as {
    query: typeof shopCashSummaryQuerySchema;
    response: typeof shopCashSummarySchema;
  },
);
