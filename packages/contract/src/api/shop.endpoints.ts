import { endpoint } from '../http/endpoint';
import {
  shopCashRequestSchema,
  shopCashResultSchema,
  shopCashSummaryQuerySchema,
  shopCashSummarySchema,
  shopClientChangeBodySchema,
  shopClientChangeResponseSchema,
  shopClientFilterBodySchema,
  shopClientsSchema,
} from './shop';
import * as routes from './shop.routes';

/** Only a shop operator on their own shop's site: 403 for anyone else with a session. */
const common = { tags: ['shop'], auth: 'session', errors: [403] } as const;
/** A cash movement also answers 409 (a key reused) and 422 (a pay-out above the client's balance). */
const cash = { ...common, errors: [403, 409, 422], status: 201 } as const;

export const shopEndpoints = {
  findClients: endpoint(routes.findClients, {
    ...common,
    summary: "The shop's clients whose login contains the text (a JSON string, two characters or more)",
    body: shopClientFilterBodySchema,
    response: shopClientsSchema,
  }),
  changeClient: endpoint(routes.changeClient, {
    ...common,
    summary: 'Act for a client of the shop (a JSON number, its id), or for the shop owner (0)',
    body: shopClientChangeBodySchema,
    response: shopClientChangeResponseSchema,
  }),
  payIn: endpoint(routes.payIn, {
    ...cash,
    summary: "Take a client's cash onto their wallet at the counter",
    body: shopCashRequestSchema,
    response: shopCashResultSchema,
  }),
  payOut: endpoint(routes.payOut, {
    ...cash,
    summary: 'Pay a client cash out of their wallet (at most what is available)',
    body: shopCashRequestSchema,
    response: shopCashResultSchema,
  }),
  getCashSummary: endpoint(routes.getCashSummary, {
    ...common,
    summary: "The shop's cash desk over a UTC day (today by default): totals, net, every movement",
    query: shopCashSummaryQuerySchema,
    response: shopCashSummarySchema,
  }),
};
