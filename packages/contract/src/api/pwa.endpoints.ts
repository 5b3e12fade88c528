import { endpoint } from '../http/endpoint';
import { pngIconParamsSchema, svgIconParamsSchema } from './pwa';
import * as routes from './pwa.routes';

const common = { tags: ['pwa'], auth: 'none' } as const;

export const pwaEndpoints = {
  getManifest: endpoint(routes.getManifest, {
    ...common,
    summary: "The brand's web app manifest",
  }),
  getSvgIcon: endpoint(routes.getSvgIcon, {
    ...common,
    summary: "The brand's icon as SVG, plain or maskable",
    params: svgIconParamsSchema,
  }),
  getPngIcon: endpoint(routes.getPngIcon, {
    ...common,
    summary: "The brand's icon as a 192 or 512 pixel PNG",
    params: pngIconParamsSchema,
  }),
};
