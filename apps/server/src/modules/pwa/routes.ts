import type { BrandConfig } from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { iconPng, iconSvg } from './icons';
import { webManifest } from './manifest';

const tags = ['pwa'];
/** Brands change colours rarely but can: a day of caching, revalidated by ETag afterwards. */
const DAY = { maxAge: 86_400 };

/** Renders once per site and keeps it: the output depends only on the registry, which is code. */
function memo<T>(render: (brand: BrandConfig) => T): (brand: BrandConfig) => T {
  const cache = new Map<number, T>();
  return (brand) => {
    let value = cache.get(brand.siteId);
    if (value === undefined) {
      value = render(brand);
      cache.set(brand.siteId, value);
    }
    return value;
  };
}

/** Per-brand manifest and icons, generated from the registry and theme tokens (no image assets). */
export const pwaRoutes: FastifyPluginAsyncZod = async (app) => {
  const manifest = memo((brand) => JSON.stringify(webManifest(brand)));
  const svg = { icon: memo((brand) => iconSvg(brand, false)), maskable: memo((brand) => iconSvg(brand, true)) };
  const png = { 192: memo((brand) => iconPng(brand, 192)), 512: memo((brand) => iconPng(brand, 512)) };

  app.get(
    '/manifest.webmanifest',
    { config: DAY, schema: { tags, summary: "The brand's web app manifest" } },
    (request, reply) => reply.type('application/manifest+json').send(manifest(request.site)),
  );

  const svgParams = z.object({ variant: z.enum(['icon', 'maskable']) });
  app.get('/icons/:variant.svg', { config: DAY, schema: { tags, params: svgParams } }, (request, reply) =>
    reply.type('image/svg+xml').send(svg[request.params.variant](request.site)),
  );

  const pngParams = z.object({ size: z.enum(['192', '512']) });
  app.get('/icons/icon-:size.png', { config: DAY, schema: { tags, params: pngParams } }, (request, reply) =>
    reply.type('image/png').send(png[request.params.size](request.site)),
  );
};
