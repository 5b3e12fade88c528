import { endpoint } from '../http/endpoint';
import { bootConfigSchema } from './boot-schema';
import {
  bulkParamsSchema,
  bulkSettingsSchema,
  pixelQuerySchema,
  siteNotificationParamsSchema,
  siteNotificationSchema,
  teaserParamsSchema,
  teasersSchema,
  textResourceQuerySchema,
  textResourceSchema,
} from './content';
import * as routes from './content.routes';

const common = { tags: ['content'], auth: 'none' } as const;

export const contentEndpoints = {
  probeConnectivity: endpoint(routes.probeConnectivity, {
    ...common,
    summary: 'Connectivity probe (HEAD or GET)',
    query: pixelQuerySchema,
  }),
  getTextResource: endpoint(routes.getTextResource, {
    ...common,
    summary: 'A text resource (such as an SEO text) by key',
    query: textResourceQuerySchema,
    response: textResourceSchema,
    errors: [404],
  }),
  getTeasers: endpoint(routes.getTeasers, {
    ...common,
    summary: "The brand's teasers of a zone",
    params: teaserParamsSchema,
    response: teasersSchema,
  }),
  getBulkSettings: endpoint(routes.getBulkSettings, {
    ...common,
    summary: 'Every UI text per language id, of a site id',
    params: bulkParamsSchema,
    response: bulkSettingsSchema,
  }),
  getOwnBulkSettings: endpoint(routes.getOwnBulkSettings, {
    ...common,
    summary: 'Every UI text per language id, of the requesting site',
    response: bulkSettingsSchema,
  }),
  getSiteNotification: endpoint(routes.getSiteNotification, {
    ...common,
    summary: "The brand's site notification banner",
    params: siteNotificationParamsSchema,
    response: siteNotificationSchema,
  }),
  getBoot: endpoint(routes.getBoot, {
    ...common,
    summary: 'The boot configuration index.html carries',
    response: bootConfigSchema,
  }),
};
