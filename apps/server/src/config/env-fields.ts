import { isIP } from 'node:net';
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

/** Optional text: undefined when not set, so the caller decides what "not set" means. */
/** An instant written as ISO 8601 with its zone (`2026-11-26T15:00:00Z`), as epoch milliseconds. */
export function optionalInstant(): EnvField<number | undefined> {
  const schema = z.iso
    .datetime({ offset: true })
    .transform((value) => Date.parse(value))
    .optional();
  return field(schema, 'must be an ISO 8601 instant with its zone, e.g. 2026-11-26T15:00:00Z');
}

export function optionalText(): EnvField<string | undefined> {
  return field(z.string().min(1).optional(), 'must not be empty');
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

/** A rate: a burst, then `perMinute` more each minute (a token bucket); null when switched off. */
export interface Rate {
  burst: number;
  perMinute: number;
}

/** `burst/perMinute` (`60/600`: 60 at once, then 10 a second) or `off`. */
export function rate(fallback: Rate | null): EnvField<Rate | null> {
  const schema = z
    .string()
    .regex(/^(off|\d{1,7}\/\d{1,9})$/)
    .transform((raw): Rate | null => {
      if (raw === 'off') return null;
      const [burst = 0, perMinute = 0] = raw.split('/').map(Number);
      return { burst, perMinute };
    })
    .refine((value) => value === null || (value.burst > 0 && value.perMinute > 0))
    .default(fallback);
  return field(schema, 'must be off or BURST/PER_MINUTE with both numbers above 0 (for example 60/600)');
}

/** Which proxies' `X-Forwarded-*` headers are believed: none, the nearest N hops, or these addresses (CIDRs). */
export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address or CIDR (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names for a range. */
function isAddressOrRange(part: string): boolean {
  if (PROXY_KEYWORDS.has(part)) return true;
  const [address = '', prefix, extra] = part.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 020): `false`/`0` trusts no proxy; a hop count 1-10 trusts that many proxies in front
 * (the client is the address the farthest of them saw); a comma-separated list trusts proxies at those addresses
 * or CIDRs. `true` is kept for development as 1 hop; `loadConfig` refuses it in production, where it would let
 * every client choose its own address.
 */
export function trustProxy(): EnvField<TrustProxy | 'true'> {
  const schema = z
    .string()
    .transform((raw): TrustProxy | 'true' | null => {
      if (raw === 'true') return 'true';
      if (raw === 'false' || raw === '0') return false;
      if (/^\d+$/.test(raw)) return Number(raw) <= 10 ? Number(raw) : null;
      const parts = raw.split(',').map((part) => part.trim().toLowerCase());
      return parts.every(isAddressOrRange) ? parts : null;
    })
    .refine((value) => value !== null)
    .transform((value) => value as TrustProxy | 'true')
    .default(false);
  return field(schema, 'must be false, a hop count 1-10, or a comma-separated list of proxy IP addresses/CIDRs');
}

/** `siteId=https://origin,…`: where links in a site's e-mails point (never the request's Host header). */
export function originMap(): EnvField<Record<number, string>> {
  const entry = /^(\d+)=(https?:\/\/[^\s,/]+)\/?$/;
  const schema = z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()))
    .refine((parts) =>
      parts.every((part) => {
        const match = entry.exec(part);
        return match !== null && knownSite(Number(match[1])) && URL.canParse(match[2] ?? '');
      }),
    )
    .transform((parts) =>
      Object.fromEntries(
        parts.map((part) => {
          const [, id = '0', origin = ''] = entry.exec(part) ?? [];
          return [Number(id), new URL(origin).origin];
        }),
      ),
    )
    .default({});
  return field(schema, 'must be a comma-separated list of siteId=https://host (a site id of the brand registry)');
}
