import { route } from '../http/route';
import type { bootConfigSchema } from './boot-schema';
import type {
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

/** The content calls of spec §7 and the boot configuration; schemas and documentation in `content.endpoints.ts`. */

/** A transparent PNG, not JSON: the web probes it with HEAD (the server's GET answers HEAD too). */
export const probeConnectivity = route(
  'GET',
  '/api/1x1.png',
  {} as {
    query: typeof pixelQuerySchema;
  },
);

export const getTextResource = route(
  'GET',
  '/api/resources/text',
  {} as {
    query: typeof textResourceQuerySchema;
    response: typeof textResourceSchema;
  },
);

export const getTeasers = route(
  'GET',
  '/api/teasers/zones/:languageId/:zone',
  {} as {
    params: typeof teaserParamsSchema;
    response: typeof teasersSchema;
  },
);

export const getBulkSettings = route(
  'GET',
  '/api/conf/bulk/:id',
  {} as {
    params: typeof bulkParamsSchema;
    response: typeof bulkSettingsSchema;
  },
);

export const getOwnBulkSettings = route(
  'GET',
  '/api/conf/bulk',
  {} as {
    response: typeof bulkSettingsSchema;
  },
);

export const getSiteNotification = route(
  'GET',
  '/api/site/notifications/:languageId',
  {} as {
    params: typeof siteNotificationParamsSchema;
    response: typeof siteNotificationSchema;
  },
);

export const getBoot = route(
  'GET',
  '/api/boot',
  {} as {
    response: typeof bootConfigSchema;
  },
);
