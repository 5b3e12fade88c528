import fc from 'fast-check';
import { asUrlText, encodeHostile, hostileString, mutate } from './hostile';
import { arbitraryFor, objectKeys } from './zod-arbitrary';

/** One route as Fastify registered it (collected by the harness's onRoute hook). */
export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

/** Who calls: a visitor, a funded player, the operator (bearer token) or a shop terminal's operator. */
export type Persona = 'visitor' | 'player' | 'admin' | 'shop';

/** A request before it is sent as one of the personas. */
export interface FuzzRequest {
  persona: Persona;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sometimes valid, sometimes a hostile mutation of a valid value. */
const validOrHostile = (schema: unknown) => {
  const valid = arbitraryFor(schema);
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutate(valid, objectKeys(schema)) });
};

/** Path segments, encoded as a client would, or raw (`../`, `%00`, `%zz`) as an attacker would. */
function pathArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/[:*]([A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(route.url);
  const shape = objectShape(route.schema?.params);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: arbitraryFor(shape[name]).map((value) => encodeHostile(asUrlText(value))) },
      { weight: 2, arbitrary: hostileString.map((value) => encodeHostile(value)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('..', '../..', '%00', '%zz', '%2e%2e%2f', 'x/../../y', '9'.repeat(5000)),
      },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let index = 0;
    return route.url.replace(/[:*][A-Za-z0-9_]*/g, () => values[index++] ?? '');
  });
}

function objectShape(schema: unknown): Record<string, unknown> {
  const keys = objectKeys(schema);
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown>; in?: unknown } } })?._zod?.def;
  const shape = def?.shape ?? (def?.in as { _zod?: { def?: { shape?: Record<string, unknown> } } })?._zod?.def?.shape;
  return Object.fromEntries(keys.map((key) => [key, shape?.[key]]));
}

/** The query string: from the schema (valid or mutated), with the odd duplicate or raw hostile text. */
function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const fromSchema = validOrHostile(route.schema?.querystring).map((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return `q=${encodeHostile(asUrlText(value))}`;
    const search = new URLSearchParams();
    for (const [key, field] of Object.entries(value)) {
      if (Array.isArray(field)) for (const item of field) search.append(key, asUrlText(item));
      else search.append(key, asUrlText(field));
    }
    return search.toString();
  });
  const raw = fc.constantFrom('a=1&a=2', '%zz=1', 'x=%00', '__proto__[admin]=1', 'languageId=1e308', '&&&=', '');
  return fc
    .oneof({ weight: 4, arbitrary: fromSchema }, { weight: 1, arbitrary: raw })
    .map((query) => (query ? `?${query}` : ''));
}

/** The body and its content type: JSON (valid or mutated), broken JSON, or the wrong content type. */
function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json = validOrHostile(route.schema?.body).map((value) => ({
    payload: value === undefined ? undefined : JSON.stringify(value),
    contentType: 'application/json',
  }));
  const broken = fc
    .constantFrom('{', '{"a":', 'nul', '[1,2', '{"amount":1e999999}', '\u0000', '"\uD800"', '{"a":1}{"b":2}', '')
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const wrongType = fc
    .tuple(
      arbitraryFor(route.schema?.body).map((value) => JSON.stringify(value) ?? ''),
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  const none = fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: none },
  );
}

/** Header values inject can carry: printable Latin-1 only (the HTTP parser would refuse the rest anyway). */
const headerText = (value: unknown) =>
  asUrlText(value)
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .slice(0, 20_000);

/** Declared headers (say Idempotency-Key): valid, hostile or missing. */
function headersArbitrary(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const keys = objectKeys(route.schema?.headers);
  if (keys.length === 0) return fc.constant({});
  return validOrHostile(route.schema?.headers).map((value) => {
    if (typeof value !== 'object' || value === null) return {};
    const headers: Record<string, string> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined && /^[A-Za-z0-9-]+$/.test(key)) headers[key] = headerText(field);
    }
    return headers;
  });
}

/** Every request the fuzzer sends to one route. */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = METHODS_WITH_BODY.has(route.method);
  return fc
    .record({
      persona: fc.constantFrom<Persona>('visitor', 'player', 'player', 'admin', 'shop'),
      path: pathArbitrary(route),
      query: queryArbitrary(route),
      headers: headersArbitrary(route),
      body: hasBody ? bodyArbitrary(route) : fc.constant({} as { payload?: string; contentType?: string }),
    })
    .map(({ persona, path, query, headers, body }) => ({
      persona,
      method: route.method,
      url: `${path}${query}`,
      headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
