import type { AnyEndpoint } from '@playline/contract/http/endpoint';
import { idempotencyHeadersSchema } from '@playline/contract/wallet';
import type { FastifyInstance } from 'fastify';

/**
 * `serve` has no headers schema yet (issue 20), so the money calls' `Idempotency-Key` check is put on their route
 * here, for the endpoints named, as they register in `app`'s scope: a missing or malformed key stays a 400 before
 * the handler runs, and the OpenAPI document still shows the header (it reads the route's schema when asked).
 */
export function requireIdempotencyKey(app: FastifyInstance, endpoints: readonly AnyEndpoint[]): void {
  const keyed = new Set(endpoints.map(({ route }) => `${route.method} ${route.path}`));
  app.addHook('onRoute', (route) => {
    if (!keyed.has(`${String(route.method)} ${route.url}`)) return;
    route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
  });
}
