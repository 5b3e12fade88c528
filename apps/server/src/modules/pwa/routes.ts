import type { BrandConfig } from '@playline/contract';
import { pwaEndpoints as endpoints } from '@playline/contract/endpoints/pwa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { iconPng, iconSvg } from './icons';
import { webManifest } from './manifest';

/** Brands change colours rarely but can: a day of caching, revalidated by ETag afterwards. */
const DAY = { config: { maxAge: 86_400 } };

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

  serve(
    app,
    endpoints.getManifest,
    (request, reply) => reply.type('application/manifest+json').send(manifest(request.site)),
    DAY,
  );

  serve(
    app,
    endpoints.getSvgIcon,
    (request, reply) => reply.type('image/svg+xml').send(svg[request.params.variant](request.site)),
    DAY,
  );

  serve(
    app,
    endpoints.getPngIcon,
    (request, reply) => reply.type('image/png').send(png[request.params.size](request.site)),
    DAY,
  );
};
