import fc from 'fast-check';

/**
 * fast-check arbitraries from zod v4 schemas, by walking `schema._zod.def` (zod-fast-check only speaks zod v3).
 * The values aim at "valid or nearly valid": the point is to get past the schema often enough that the service
 * behind it is fuzzed too; the hostile values are mixed in by `hostile.ts`. Unknown kinds give `anything`.
 */

interface ZodLike {
  _zod: { def: Def };
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  options?: ZodLike[];
  items?: ZodLike[];
  rest?: ZodLike | null;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  left?: ZodLike;
  right?: ZodLike;
  keyType?: ZodLike;
  valueType?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => ZodLike;
  catchall?: ZodLike;
}

export const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod?.def === 'object';

/** Any JSON value, small: what an unknown schema (or a wrong type) gets. */
export const anything: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

function formatted(format: string | undefined, pattern: RegExp | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      // fast-check's addresses are RFC-valid but looser than zod's pattern; plain ones pass it.
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,8}([._-][a-z0-9]{1,6})?$/), fc.constantFrom('example.test', 'mail.gr'))
        .map(([local, domain]) => `${local}@${domain}`);
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      return pattern ? fc.stringMatching(pattern, { size: 'small' }) : undefined;
  }
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const direct = formatted(def.format, def.pattern);
  if (direct) return direct;
  const format = checks.find((check) => check.check === 'string_format');
  const byFormat = format ? formatted(format.format, format.pattern) : undefined;
  if (byFormat) return byFormat;
  let minLength = 0;
  let maxLength = 40;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + 60)) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer =
    def.format === 'safeint' ||
    def.format === 'int32' ||
    checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
  let min = integer ? -1_000_000 : -1e6;
  let max = integer ? 1_000_000_000 : 1e9;
  for (const check of checks) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = check.inclusive ? value : value + (integer ? 1 : 1e-9);
    if (check.check === 'less_than') max = check.inclusive ? value : value - (integer ? 1 : 1e-9);
  }
  if (min > max) return fc.constant(min);
  if (integer)
    return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the schema probably accepts. `depth` keeps recursive (lazy) schemas finite. */
export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isZod(schema) || depth > 6) return anything;
  const def = schema._zod.def;
  const next = (inner: ZodLike | undefined | null) => arbitraryFor(inner, depth + 1);
  switch (def.type) {
    case 'string': {
      const strings = stringArbitrary(def);
      return def.coerce ? fc.oneof(strings, fc.integer().map(String)) : strings;
    }
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case 'boolean':
      return def.coerce ? fc.constantFrom(true, false, 'true', 'false') : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...((def.values ?? [null]) as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'array': {
      const checks = checksOf(def);
      const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((check) => check.check === 'max_length')?.maximum ?? min + 4;
      return fc.array(next(def.element), { minLength: min, maxLength: Math.min(max, min + 6) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(next));
    case 'object':
      return objectArbitrary(def, depth);
    case 'record':
      return fc
        .dictionary(arbitraryFor(def.keyType, depth + 1).map(String), arbitraryFor(def.valueType, depth + 1), {
          maxKeys: 4,
        })
        .map((record) => ({ ...record }));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'intersection':
      return fc
        .tuple(next(def.left), next(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && left && typeof right === 'object' && right ? { ...left, ...right } : left,
        );
    case 'optional':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return def.getter ? next(def.getter()) : anything;
    default:
      return anything;
  }
}

function objectArbitrary(def: Def, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape ?? {};
  const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]));
  // Keys whose value came out undefined are dropped, as JSON would.
  return fc
    .record(fields)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** The keys of an object schema (through optional/pipe wrappers), for missing- and extra-field mutations. */
export function objectKeys(schema: unknown): string[] {
  if (!isZod(schema)) return [];
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return objectKeys(def.in);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) return objectKeys(def.innerType);
  if (def.type === 'intersection') return [...objectKeys(def.left), ...objectKeys(def.right)];
  return [];
}
