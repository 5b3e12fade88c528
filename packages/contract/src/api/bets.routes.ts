import { route } from '../http/route';
import type {
  adminSettleBodySchema,
  adminSettleResultSchema,
  betIdParamsSchema,
  betListSchema,
  betsQuerySchema,
  bookingCodeParamsSchema,
  bookingCodeSchema,
  bookingRequestSchema,
  bookingSchema,
  builderPriceRequestSchema,
  builderPriceSchema,
  cashOutRequestSchema,
  cashOutResultSchema,
  eventIdParamSchema,
  placeBetsRequestSchema,
  placeBetsResultSchema,
} from './bets';

/**
 * Bets (issue 5): placement, my bets and cash-out for players, builder prices and booking codes for everyone, and
 * the operator's settlement; schemas in `bets.endpoints.ts`. Placement and cash-out also take an Idempotency-Key
 * header (IDEMPOTENCY_HEADER), which the caller sends as a header of its own.
 */

export const placeBets = route(
  'POST',
  '/api/client/bets',
  {} as {
    body: typeof placeBetsRequestSchema;
    response: typeof placeBetsResultSchema;
  },
);

export const getBets = route(
  'GET',
  '/api/client/bets',
  {} as {
    query: typeof betsQuerySchema;
    response: typeof betListSchema;
  },
);

export const cashOutBet = route(
  'POST',
  '/api/client/bets/:betId/cashout',
  {} as {
    params: typeof betIdParamsSchema;
    body: typeof cashOutRequestSchema;
    response: typeof cashOutResultSchema;
  },
);

export const priceBuilderBet = route(
  'POST',
  '/api/bets/builder/price',
  {} as {
    body: typeof builderPriceRequestSchema;
    response: typeof builderPriceSchema;
  },
);

export const createBooking = route(
  'POST',
  '/api/bets/booking',
  {} as {
    body: typeof bookingRequestSchema;
    response: typeof bookingCodeSchema;
  },
);

export const getBooking = route(
  'GET',
  '/api/bets/booking/:code',
  {} as {
    params: typeof bookingCodeParamsSchema;
    response: typeof bookingSchema;
  },
);

/** An open or settled bet of the player's as a fresh booking code without owner or stake (issue 21, sharing). */
export const shareBet = route(
  'POST',
  '/api/client/bets/:betId/share',
  {} as {
    params: typeof betIdParamsSchema;
    response: typeof bookingCodeSchema;
  },
);

export const settleEvent = route(
  'POST',
  '/api/admin/events/:eventId/settle',
  {} as {
    params: typeof eventIdParamSchema;
    body: typeof adminSettleBodySchema;
    response: typeof adminSettleResultSchema;
  },
);
