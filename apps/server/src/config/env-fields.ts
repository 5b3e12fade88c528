import { SITES } from '@playline/contract';
import * as z from 'zod';

/**
 * Building blocks of the environment schema. Every field reads a raw string (or undefined) and carries one
 * human rule, so a bad value can be reported in a single line naming the variable and what it must be.
 */
export interface EnvField<T> {
  schema: z.ZodType<T, string | undefined>;
  rule: string;
}

const field = <T>(schema: z.ZodType<T, string | undefined>, rule: string): EnvField<T> => ({ schema, rule });

export function integer(min: number, max: number, fallback?: number): EnvField<number> {
  const parsed = z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
  const rule = `must be an integer ${min}-${max}`;
  return fallback === undefined ? field(parsed, rule) : field(parsed.default(fallback), rule);
}

export function optionalInteger(min: number, max: number): EnvField<number | undefined> {
  const parsed = z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
  return field(parsed.optional(), `must be an integer ${min}-${max}`);
}

export function positiveNumber(max: number, fallback: number): EnvField<number> {
  const parsed = z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().positive().max(max));
  return field(parsed.default(fallback), `must be a number greater than 0 and at most ${max}`);
}

export function text(fallback: string): EnvField<string> {
  return field(z.string().min(1).default(fallback), 'must not be empty');
}

/** A secret with a random per-process default; `minLength` keeps guessable values out. */
export function secret(minLength: number): EnvField<string | undefined> {
  return field(z.string().min(minLength).optional(), `must be at least ${minLength} characters`);
}

export function url(protocols: string[]): EnvField<string | undefined> {
  const schema = z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).optional();
  return field(schema, `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL`);
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return field(z.enum(values).default(fallback), `must be one of ${values.join(', ')}`);
}

export function boolean(fallback: boolean): EnvField<boolean> {
  const schema = z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(fallback);
  return field(schema, 'must be true, false, 1 or 0');
}

const knownSite = (id: number) => SITES[id] !== undefined;

/** A site id of the brand registry (design §5). */
export function siteId(fallback: number): EnvField<number> {
  const schema = integer(1, 1_000_000).schema.refine(knownSite);
  return field(schema.default(fallback), 'must be a site id of the brand registry');
}

/** `host=siteId,host2=siteId`: extra hosts for brand resolution, on top of the registry's own hosts. */
export function hostMap(): EnvField<Record<string, number>> {
  const entry = /^([a-z0-9.-]+)=(\d+)$/;
  const schema = z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim().toLowerCase()))
    .refine((parts) => parts.every((part) => entry.test(part) && knownSite(Number(entry.exec(part)?.[2]))))
    .transform((parts) =>
      Object.fromEntries(
        parts.map((part) => {
          const [, host = '', id = '0'] = entry.exec(part) ?? [];
          return [host, Number(id)];
        }),
      ),
    )
    .default({});
  return field(schema, 'must be a comma-separated list of host=siteId with registry site ids');
}
