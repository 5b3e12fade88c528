import type * as z from 'zod';

/**
 * An API operation as both sides call it: method and path, with the types of its parameters, query, body and
 * response carried as a phantom (issue 20). Zod-free at run time, so the web's first load can import routes without
 * pulling schemas; the schemas are bound to the route once, in the domain's `*.endpoints.ts` (see `endpoint`), and
 * the type checker proves the binding and the route agree.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas' types of one operation; each part the operation lacks is left out. */
export interface RouteShape {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteShape = RouteShape,
> {
  readonly method: M;
  readonly path: P;
  /** Types only: never set at run time. */
  readonly shape?: S;
}

/**
 * Declares a route. The shape is a type written as `{} as { response: typeof someSchema }` (a type-only import of
 * the schema), so nothing of zod runs or ships where only the route is used.
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<M extends HttpMethod, P extends string, S extends RouteShape = Record<never, never>>(
  method: M,
  path: P,
  _shape?: S,
): Route<M, P, S> {
  return { method, path };
}

type ShapeOf<R> = R extends Route<HttpMethod, string, infer S> ? S : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** `:name` segments of a path template, as a record of strings. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a caller sends: the params schema's input, else the path's `:names`. */
export type ParamsOf<R> =
  ShapeOf<R> extends { params: infer T } ? Input<T> : R extends Route<HttpMethod, infer P> ? PathParams<P> : never;
export type QueryOf<R> = ShapeOf<R> extends { query: infer T } ? Input<T> : never;
export type BodyOf<R> = ShapeOf<R> extends { body: infer T } ? Input<T> : never;
/** What the server answers (after its response schema serialised it). */
export type ResponseOf<R> = ShapeOf<R> extends { response: infer T } ? Output<T> : unknown;
/** What a handler may return: the response schema's input. */
export type ReplyOf<R> = ShapeOf<R> extends { response: infer T } ? Input<T> : unknown;
