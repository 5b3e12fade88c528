import type { AnyEndpoint } from '@playline/contract/http/endpoint';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';

/** What an endpoint's route schema needs beyond what `serve` declares. */
export interface RouteSchemaExtras {
  /** Checked like any input (400 naming `headers.<name>`) and shown in the API reference. */
  headers?: z.ZodType;
  /** Answers whose body is more than the shared error body, by status. */
  response?: Record<number, z.ZodType>;
}

/**
 * A local stop-gap until endpoints can declare them (issue 20, see the report): `serve` has no place for a headers
 * schema (the Idempotency-Key of a money request) nor for an error answer with a body of its own (a 409 carrying new
 * odds or a new cash-out offer, whose fields the shared error schema would strip when serialising). This adds them
 * to the route's schema as Fastify registers it, so validation, serialisation and the OpenAPI document stay as they
 * were. Call it before `serve` registers the endpoint, in the same plugin.
 */
export function extendRouteSchema(app: FastifyInstance, endpoint: AnyEndpoint, extras: RouteSchemaExtras): void {
  app.addHook('onRoute', (options) => {
    if (options.url !== endpoint.route.path || options.method !== endpoint.route.method) return;
    const schema = options.schema ?? {};
    options.schema = {
      ...schema,
      ...(extras.headers ? { headers: extras.headers } : {}),
      response: { ...(schema.response as Record<number, z.ZodType> | undefined), ...extras.response },
    };
  });
}
