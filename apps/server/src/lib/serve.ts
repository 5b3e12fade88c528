import { errorBodySchema } from '@playline/contract';
import type { AnyEndpoint, ErrorStatus } from '@playline/contract/http/endpoint';
import type { Permission } from '@playline/contract/staff/roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type * as z from 'zod';

type Part<E, K extends string> = E extends { [P in K]: infer T extends z.ZodType } ? T : undefined;
type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

/** A request as the handler of an endpoint sees it: params, query and body already parsed by their schemas. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Parsed<Part<E, 'params'>>;
  Querystring: Parsed<Part<E, 'query'>>;
  Body: Parsed<Part<E, 'body'>>;
}>;

/** What a handler returns: the response schema's input (it is serialised through the schema) or the reply. */
export type EndpointResult<E> =
  | (Part<E, 'response'> extends z.ZodType ? z.input<Part<E, 'response'>> : unknown)
  | FastifyReply;

export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** What a module may add to an endpoint's route: area and money rules, rate limits, a body limit, more hooks. */
export type ServeOptions = Pick<RouteShorthandOptions, 'config' | 'preHandler' | 'bodyLimit' | 'onSend'> & {
  preValidation?: preValidationHookHandler;
  onRequest?: onRequestHookHandler;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered from a contract endpoint; the route walk test finds any other. */
    endpoint?: true;
    /** The staff permission an operator route needs (the role tests walk every route with every role). */
    permission?: Permission;
  }
}

function hooks<H>(...list: (H | undefined)[]): H[] {
  return list.filter((hook): hook is H => hook !== undefined);
}

/** 400 for any input, 401 (and 403 for the bearer) from the auth, then what the endpoint lists. */
function errorStatuses(endpoint: AnyEndpoint): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) implied.push(400);
  if (endpoint.auth === 'session') implied.push(401);
  if (endpoint.auth === 'staff' || endpoint.auth === 'bootstrap') implied.push(401, 403);
  return [...new Set([...implied, ...(endpoint.errors ?? [])])].sort();
}

const SECURITY = {
  none: undefined,
  session: [{ session: [] }],
  staff: [{ staffSession: [] }, { apiKey: [] }],
  bootstrap: [{ bootstrapToken: [] }],
} as const;

/** The guard an endpoint's auth installs before anything else runs (decision 027 for staff). */
function authHook(app: FastifyInstance, endpoint: AnyEndpoint): onRequestHookHandler | undefined {
  if (endpoint.auth === 'staff') return app.requireStaff(endpoint.permission);
  if (endpoint.auth === 'bootstrap') return app.requireBootstrapToken;
  return undefined;
}

/**
 * Registers a route from its contract endpoint (issue 20): method, path, schemas, documentation and the auth guard
 * all come from the one definition the web calls, so neither side writes a path or a shape of its own.
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { route, auth, status = 200 } = endpoint;
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[status] = endpoint.response;
  for (const code of errorStatuses(endpoint)) response[code] = errorBodySchema;
  app.route({
    method: route.method,
    url: route.path,
    ...options,
    onRequest: hooks(authHook(app, endpoint), options.onRequest),
    preValidation: hooks(auth === 'session' ? app.requireUser : undefined, options.preValidation),
    config: { ...options.config, endpoint: true, ...(endpoint.permission ? { permission: endpoint.permission } : {}) },
    // Only the parts the endpoint has: Fastify warns (FSTWRN001) about a schema part given as undefined.
    schema: Object.fromEntries(
      Object.entries({
        summary: endpoint.summary,
        description: endpoint.description,
        tags: [...endpoint.tags],
        security: SECURITY[auth] ? [...SECURITY[auth]] : undefined,
        params: endpoint.params,
        querystring: endpoint.query,
        body: endpoint.body,
        response,
      }).filter(([, value]) => value !== undefined),
    ),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
