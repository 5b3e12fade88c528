import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_SITE_ID } from '@playline/contract';
import * as z from 'zod';
import {
  boolean,
  type EnvField,
  hostMap,
  integer,
  oneOf,
  positiveNumber,
  secret,
  siteId,
  text,
  url,
} from './env-fields';
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
  FEED_SEED: text('playline'),
  FEED_SPEED: positiveNumber(1000, 1),
  SESSION_SECRET: secret(32),
  ADMIN_TOKEN: secret(16),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  HOST_MAP: hostMap(),
  WEB_DIST: text(''),
  TRUST_PROXY: boolean(false),
  WITHDRAWAL_DELAY_SECONDS: integer(0, 7 * 24 * 60 * 60, 120),
  SPORTS_PROVIDER_URLS: providerUrls(),
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
  /** The simulator's seed: the same seed serves the same catalogue, odds and results on every instance. */
  feedSeed: string;
  /** How many times faster than the wall clock the feed's clock runs (1 in production). */
  feedSpeed: number;
  sessionSecret: string;
  adminToken: string;
  /** True when ADMIN_TOKEN was not given and a random one was made for this process (printed in development). */
  adminTokenGenerated: boolean;
  logLevel: ParsedEnv['LOG_LEVEL'];
  nodeEnv: ParsedEnv['NODE_ENV'];
  hostMap: Record<string, number>;
  /** Absolute path of the web build (apps/web/dist unless WEB_DIST says otherwise). */
  webDist: string;
  trustProxy: boolean;
  /** Seconds the demo payment provider takes to complete a pending withdrawal. */
  withdrawalDelaySeconds: number;
  /** Third-party sportsbook frames per `brandKey:provider`; a brand not listed embeds our own sportsbook. */
  sportsProviderUrls: Record<string, string>;
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

const randomSecret = () => randomBytes(32).toString('base64url');

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
    feedSeed: env.FEED_SEED,
    feedSpeed: env.FEED_SPEED,
    sessionSecret: env.SESSION_SECRET ?? randomSecret(),
    adminToken: env.ADMIN_TOKEN ?? randomSecret(),
    adminTokenGenerated: env.ADMIN_TOKEN === undefined,
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    hostMap: env.HOST_MAP,
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : defaultWebDist(),
    trustProxy: env.TRUST_PROXY,
    withdrawalDelaySeconds: env.WITHDRAWAL_DELAY_SECONDS,
    sportsProviderUrls: env.SPORTS_PROVIDER_URLS,
  };
}
