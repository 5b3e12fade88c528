import { route } from '../http/route';
import type {
  promotionDetailSchema,
  promotionListSchema,
  promotionOptInParamsSchema,
  promotionOptInSchema,
  promotionOptOutSchema,
  promotionParamsSchema,
  promotionsParamsSchema,
} from './promotions';

/** Promotions and players' opt-ins (issue 9); schemas and documentation in `promotions.endpoints.ts`. */

export const getPromotions = route(
  'GET',
  '/api/promotions/:languageId',
  {} as {
    params: typeof promotionsParamsSchema;
    response: typeof promotionListSchema;
  },
);

export const getPromotion = route(
  'GET',
  '/api/promotions/:languageId/:slug',
  {} as {
    params: typeof promotionParamsSchema;
    response: typeof promotionDetailSchema;
  },
);

/** Idempotent: again answers the first opt-in. */
export const optIn = route(
  'POST',
  '/api/promotions/:slug/opt-in',
  {} as {
    params: typeof promotionOptInParamsSchema;
    response: typeof promotionOptInSchema;
  },
);

export const optOut = route(
  'DELETE',
  '/api/promotions/:slug/opt-in',
  {} as {
    params: typeof promotionOptInParamsSchema;
    response: typeof promotionOptOutSchema;
  },
);
