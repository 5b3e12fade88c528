import type { Permission } from '../staff/roles';
import type { HttpMethod, Route, RouteShape } from './route';

/**
 * Who may call an operation, declared once: the server installs the matching guard and the OpenAPI document the
 * matching security scheme. `session`: a logged-in player or shop (cookie `pl_session`); `staff`: a back-office
 * member (cookie `pl_staff` on the back-office host) or an API key whose role has the endpoint's `permission`
 * (decision 027); `bootstrap`: the ADMIN_TOKEN, which only creates the first owner; `none`: anyone (the brand's
 * area and shop rules still apply, see `config.access` on the server).
 */
export type Auth = 'none' | 'session' | 'staff' | 'bootstrap';

/** The staff permission an operation needs: required with `auth: 'staff'`, absent otherwise. */
type AuthDocs =
  | { auth: 'none' | 'session' | 'bootstrap'; permission?: never }
  | { auth: 'staff'; permission: Permission };

/** Error answers an operation documents beyond those its auth and schemas imply (401/403 and 400). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

/** The success status; most operations answer 200. */
export type SuccessStatus = 200 | 201 | 202 | 204;

type EndpointDocs = AuthDocs & {
  /** One line for the OpenAPI document. */
  summary: string;
  tags: readonly string[];
  description?: string;
  status?: SuccessStatus;
  errors?: readonly ErrorStatus[];
};

type Schemas<S extends RouteShape> = { [K in keyof S]-?: S[K] };

/** Each schema exactly of its declared type: a wider or narrower one would let the two sides drift apart. */
type Exactly<S, D> = {
  [K in keyof S]: K extends keyof D ? ([S[K]] extends [D[K]] ? ([D[K]] extends [S[K]] ? D[K] : never) : never) : never;
};
/** No schema for a part the route does not declare. */
type NoExtra<S, D> = { [K in Exclude<keyof D & keyof RouteShape, keyof S>]: never };

/** A route bound to its schemas and documentation: what the server registers and the OpenAPI document shows. */
export type Endpoint<R extends Route = Route> = EndpointDocs &
  Schemas<NonNullable<R['shape']>> & {
    readonly route: R;
  };

/** Schemas of any endpoint, for code that walks them (server registration, documentation tests). */
export type AnyEndpoint = EndpointDocs & RouteShape & { readonly route: Route<HttpMethod, string> };

/**
 * Binds a route to the schemas its shape names (the type checker refuses a schema of another type, a part the
 * route does not declare, or a missing one) and to its documentation.
 */
export function endpoint<R extends Route, const D extends EndpointDocs & Schemas<NonNullable<R['shape']>>>(
  route: R,
  definition: D & Exactly<NonNullable<R['shape']>, D> & NoExtra<NonNullable<R['shape']>, D>,
): Endpoint<R> {
  return { ...definition, route } as unknown as Endpoint<R>;
}
