import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_SITE_ID } from '@playline/contract';
import * as z from 'zod';
import {
  type EnvField,
  hostMap,
  integer,
  oneOf,
  optionalInstant,
  optionalText,
  originMap,
  positiveNumber,
  secret,
  siteId,
  type TrustProxy,
  text,
  trustProxy,
  url,
} from './env-fields';
import { LIMIT_FIELDS, limitsFrom, type ServerLimits } from './limits';
import { defaultWebDist } from './paths';

/**
 * `brandKey:provider=url,…`: the frame a brand's Sports_Providers / Sports_Digitain page hosts. An absolute http(s)
 * URL or a path on our own origin; commas cannot occur in the URLs this takes (encode them as %2C).
 */
function providerUrls(): EnvField<Record<string, string>> {
  const entry = /^([a-z0-9-]+:(?:providers|digitain))=(https?:\/\/[^\s,]+|\/[^\s,]*)$/;
  const schema = z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()))
    .refine((parts) =>
      parts.every((part) => entry.test(part) && URL.canParse(part.split('=').slice(1).join('='), 'http://x')),
    )
    .transform((parts) =>
      Object.fromEntries(
        parts.map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at), part.slice(at + 1)];
        }),
      ),
    )
    .default({});
  return { schema, rule: 'must be a comma-separated list of brandKey:provider=URL (provider: providers or digitain)' };
}

/** The variables of design §4, each with its one-line rule. */
const FIELDS = {
  PORT: integer(1, 65535, 3000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./.data'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  REDIS_URL: url(['redis', 'rediss']),
  DEFAULT_SITE_ID: siteId(DEFAULT_SITE_ID),
  FEED_SEED: optionalText(),
  FEED_SPEED: positiveNumber(1000, 1),
  FEED_START: optionalInstant(),
  SESSION_SECRET: secret(32),
  ADMIN_TOKEN: secret(16),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  HOST_MAP: hostMap(),
  WEB_DIST: text(''),
  TRUST_PROXY: trustProxy(),
  WITHDRAWAL_DELAY_SECONDS: integer(0, 7 * 24 * 60 * 60, 120),
  SPORTS_PROVIDER_URLS: providerUrls(),
  ...LIMIT_FIELDS,
  PUBLIC_ORIGIN: originMap(),
  BACKOFFICE_HOST: optionalText(),
} satisfies Record<string, EnvField<unknown>>;

type EnvName = keyof typeof FIELDS;
type ParsedEnv = { [K in EnvName]: (typeof FIELDS)[K] extends EnvField<infer T> ? T : never };

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultSiteId: number;
  /**
   * The simulator's seed: the same seed serves the same catalogue, odds and results on every instance. Null in
   * production without FEED_SEED: the app then uses the secret generated at first start and stored in the
   * database (decision 017), never a public default.
   */
  feedSeed: string | null;
  /** How many times faster than the wall clock the feed's clock runs (1 in production). */
  feedSpeed: number;
  /** The feed's instant when the process starts (demos and tests of a chosen day); null: the wall clock's. */
  feedStart: number | null;
  sessionSecret: string;
  /** True when SESSION_SECRET was not given and a random one was made for this process. */
  sessionSecretGenerated: boolean;
  adminToken: string;
  /** True when ADMIN_TOKEN was not given and a random one was made for this process (printed in development). */
  adminTokenGenerated: boolean;
  logLevel: ParsedEnv['LOG_LEVEL'];
  nodeEnv: ParsedEnv['NODE_ENV'];
  hostMap: Record<string, number>;
  /** Absolute path of the web build (apps/web/dist unless WEB_DIST says otherwise). */
  webDist: string;
  /** Whose X-Forwarded-* headers are believed (decision 020): none, N hops, or proxies at these addresses. */
  trustProxy: TrustProxy;
  /** Seconds the demo payment provider takes to complete a pending withdrawal. */
  withdrawalDelaySeconds: number;
  /** Third-party sportsbook frames per `brandKey:provider`; a brand not listed embeds our own sportsbook. */
  sportsProviderUrls: Record<string, string>;
  /** Connection, socket and request-rate limits (decision 021). */
  limits: ServerLimits;
  /** Per site id, the origin links in its e-mails point to (PUBLIC_ORIGIN); others fall back on HOST_MAP. */
  publicOrigins: Record<number, string>;
  /**
   * The back office's host name (decision 027): BACKOFFICE_HOST, else `backoffice.localhost` outside production;
   * null in production without it (no back office is served; API keys still work).
   */
  backofficeHost: string | null;
}

/** Thrown for an invalid environment; `message` is the single line main prints before exiting with 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseField<K extends EnvName>(name: K, raw: string | undefined): ParsedEnv[K] {
  const { schema, rule } = FIELDS[name];
  const result = schema.safeParse(raw);
  if (!result.success) throw new ConfigError(`Invalid environment: ${name} ${rule} (got "${raw}")`);
  return result.data as ParsedEnv[K];
}

function parseAll(source: NodeJS.ProcessEnv): ParsedEnv {
  const parsed: Partial<Record<EnvName, unknown>> = {};
  for (const name of Object.keys(FIELDS) as EnvName[]) {
    // An empty value (`PORT=` in a compose file) means "not set", not "invalid".
    const raw = source[name]?.trim() || undefined;
    parsed[name] = parseField(name, raw);
  }
  return parsed as ParsedEnv;
}

/**
 * `TRUST_PROXY=true` believes every hop, so any client picks its own address (and with it the per-IP limits and
 * the audit trail): production refuses it at start; elsewhere it means the one proxy of a development setup.
 */
function resolveTrustProxy(value: TrustProxy | 'true', nodeEnv: string): TrustProxy {
  if (value !== 'true') return value;
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment: TRUST_PROXY=true would let any client choose its IP address; set the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  return 1;
}

/** Where the back office answers on a developer machine: browsers resolve `*.localhost` to the machine itself. */
export const DEV_BACKOFFICE_HOST = 'backoffice.localhost';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The public seed development and tests play by explicit choice, so demos and tests are repeatable. Whoever
 * has the source can foresee every result it draws: production never falls back to it.
 */
export const DEMO_FEED_SEED = 'playline';
const PRODUCTION_FEED_SEED_LENGTH = 32;

function feedSeedOf(env: ParsedEnv): string | null {
  if (env.NODE_ENV !== 'production') return env.FEED_SEED ?? DEMO_FEED_SEED;
  if (env.FEED_SEED !== undefined && env.FEED_SEED.length < PRODUCTION_FEED_SEED_LENGTH) {
    throw new ConfigError(
      `Invalid environment: FEED_SEED must be at least ${PRODUCTION_FEED_SEED_LENGTH} characters in production, or unset (a secret one is then generated and stored)`,
    );
  }
  return env.FEED_SEED ?? null;
}

/**
 * FEED_START plays the feed from another day: for demos and tests only. In production the feed's clock is the
 * wall clock, or instances would disagree and bets would settle on a day that has not come.
 */
function feedStartOf(env: ParsedEnv): number | null {
  if (env.FEED_START === undefined) return null;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment: FEED_START is for demos and tests; production plays the feed at the wall clock',
    );
  }
  return env.FEED_START;
}

/**
 * The directory relative paths are resolved against. `npm run … -w @playline/server` runs in apps/server, but
 * npm records where the user typed the command in INIT_CWD (the repository root for the root scripts), so
 * `./.data` means the same folder for `npm start` and `npm run dev`.
 */
const invocationDir = () => process.env.INIT_CWD ?? process.cwd();

/** Reads and validates the environment; relative paths resolve against `cwd`. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = invocationDir()): AppConfig {
  const env = parseAll(source);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    defaultSiteId: env.DEFAULT_SITE_ID,
    feedSeed: feedSeedOf(env),
    feedSpeed: env.FEED_SPEED,
    feedStart: feedStartOf(env),
    sessionSecret: env.SESSION_SECRET ?? randomSecret(),
    sessionSecretGenerated: env.SESSION_SECRET === undefined,
    adminToken: env.ADMIN_TOKEN ?? randomSecret(),
    adminTokenGenerated: env.ADMIN_TOKEN === undefined,
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    hostMap: env.HOST_MAP,
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : defaultWebDist(),
    trustProxy: resolveTrustProxy(env.TRUST_PROXY, env.NODE_ENV),
    withdrawalDelaySeconds: env.WITHDRAWAL_DELAY_SECONDS,
    sportsProviderUrls: env.SPORTS_PROVIDER_URLS,
    limits: limitsFrom(env),
    publicOrigins: env.PUBLIC_ORIGIN,
    backofficeHost: env.BACKOFFICE_HOST?.toLowerCase() ?? (env.NODE_ENV === 'production' ? null : DEV_BACKOFFICE_HOST),
  };
}
