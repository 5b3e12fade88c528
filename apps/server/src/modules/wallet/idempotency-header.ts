import { idempotencyHeadersSchema } from '@playline/contract';
import type { AnyEndpoint } from '@playline/contract/http/endpoint';
import type { FastifyInstance } from 'fastify';

/**
 * Gives the routes of these money endpoints the `Idempotency-Key` header schema, as they are registered in `app`'s
 * scope. A workaround until contract endpoints can declare headers (issue 20: `serve` builds the route's schema
 * from params, query, body and response only): Fastify still validates the header after the body (the same 400
 * and message), the OpenAPI document still shows it and the fuzz harness still sends it.
 */
export function requireIdempotencyKey(app: FastifyInstance, endpoints: readonly AnyEndpoint[]): void {
  const money = new Set(endpoints.map(({ route }) => `${route.method} ${route.path}`));
  app.addHook('onRoute', (route) => {
    if (!route.schema || !money.has(`${String(route.method)} ${route.url}`)) return;
    // In place, not a new object: hooks of enclosing scopes (the fuzz harness's) already hold this schema.
    route.schema.headers = idempotencyHeadersSchema;
  });
}
