import { endpoint } from '../http/endpoint';
import {
  promotionDetailSchema,
  promotionListSchema,
  promotionOptInParamsSchema,
  promotionOptInSchema,
  promotionOptOutSchema,
  promotionParamsSchema,
  promotionsParamsSchema,
} from './promotions';
import * as routes from './promotions.routes';

const tags = ['promotions'];
/**
 * Players only: 403 for a shop's session, an excluded player or a brand without promotions; 404 for no such
 * promotion; 422 for one that takes no opt-in or is not running.
 */
const optInDocs = { tags, auth: 'session', errors: [403, 404, 422] } as const;

export const promotionsEndpoints = {
  getPromotions: endpoint(routes.getPromotions, {
    tags,
    auth: 'none',
    summary: "The brand's current and upcoming promotions (ended ones never), with the player's opt-ins",
    params: promotionsParamsSchema,
    response: promotionListSchema,
  }),
  getPromotion: endpoint(routes.getPromotion, {
    tags,
    auth: 'none',
    summary: 'One current or upcoming promotion with its body and terms as HTML (404 once it has ended)',
    params: promotionParamsSchema,
    response: promotionDetailSchema,
    errors: [404],
  }),
  optIn: endpoint(routes.optIn, {
    ...optInDocs,
    summary: 'Opt in to a running promotion (idempotent: again answers the first opt-in)',
    params: promotionOptInParamsSchema,
    response: promotionOptInSchema,
  }),
  optOut: endpoint(routes.optOut, {
    ...optInDocs,
    summary: 'Opt out of a promotion (idempotent)',
    params: promotionOptInParamsSchema,
    response: promotionOptOutSchema,
  }),
};
