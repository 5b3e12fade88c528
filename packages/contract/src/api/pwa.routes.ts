import { route } from '../http/route';
import type { pngIconParamsSchema, svgIconParamsSchema } from './pwa';

/**
 * The brand's web app manifest and icons, generated from the registry (not JSON, and loaded by the browser from
 * the page's links, never through the API client); documentation in `pwa.endpoints.ts`.
 */

export const getManifest = route('GET', '/manifest.webmanifest');

export const getSvgIcon = route(
  'GET',
  '/icons/:variant.svg',
  {} as {
    params: typeof svgIconParamsSchema;
  },
);

export const getPngIcon = route(
  'GET',
  '/icons/icon-:size.png',
  {} as {
    params: typeof pngIconParamsSchema;
  },
);
