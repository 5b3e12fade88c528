import { endpoint } from '../http/endpoint';
import { ROUTE_REDIRECTS } from '../routes';
import { pingSchema, readySchema } from './system';
import * as routes from './system.routes';

const common = { tags: ['system'], auth: 'none' } as const;

export const systemEndpoints = {
  ping: endpoint(routes.ping, {
    ...common,
    summary: 'Liveness',
    response: pingSchema,
  }),
  getReadiness: endpoint(routes.getReadiness, {
    ...common,
    summary: 'Readiness: the database answers and the hub bus is connected (503 otherwise)',
    // Not in `errors`: the 503 carries this same body, not the error body those document.
    description: 'Answers 503 with the same body while the database or the hub bus is unavailable.',
    response: readySchema,
  }),
  getRobotsTxt: endpoint(routes.getRobotsTxt, {
    ...common,
    summary: "The crawlers' rules and the sitemap's address",
  }),
  getSitemap: endpoint(routes.getSitemap, {
    ...common,
    summary: "The brand's public pages",
  }),
  getAdsTxt: endpoint(routes.getAdsTxt, {
    ...common,
    summary: 'Authorised ad sellers (none)',
  }),
  getSecurityTxt: endpoint(routes.getSecurityTxt, {
    ...common,
    summary: 'Where to report a security problem (RFC 9116)',
  }),
  getOtherWellKnown: endpoint(routes.getOtherWellKnown, {
    ...common,
    // @fastify/swagger leaves out operations with its hidden tag: a catch-all 404 is no part of the API.
    tags: ['X-HIDDEN'],
    summary: 'Any other well-known URI: a plain 404',
    errors: [404],
  }),
  movedPages: routes.movedPages.map((moved) =>
    endpoint(moved, { ...common, summary: `Moved to ${ROUTE_REDIRECTS[moved.path]}` }),
  ),
};
