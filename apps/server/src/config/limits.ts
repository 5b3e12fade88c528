import { readFileSync } from 'node:fs';
import { type EnvField, integer, optionalInteger, type Rate, rate } from './env-fields';

/**
 * The availability limits (issue 18, decision 021): sockets per peer and in all, how long idle sockets live, and
 * the rates of the calls anyone can make without logging in. Every one is an environment variable with a default.
 */
export const LIMIT_FIELDS = {
  MAX_CONNECTIONS: optionalInteger(16, 10_000_000),
  MAX_CONNECTIONS_PER_IP: integer(0, 10_000_000, 256),
  MAX_HUB_SOCKETS_PER_IP: integer(0, 10_000_000, 100),
  MAX_HUB_SOCKETS_PER_USER: integer(0, 10_000, 20),
  IDLE_TIMEOUT_SECONDS: integer(1, 3600, 30),
  KEEP_ALIVE_TIMEOUT_SECONDS: integer(1, 3600, 10),
  RATE_BUILDER_PRICE_IP: rate({ burst: 120, perMinute: 1200 }),
  RATE_BUILDER_PRICE_USER: rate({ burst: 40, perMinute: 300 }),
  RATE_BOOKING_CREATE_IP: rate({ burst: 20, perMinute: 30 }),
  RATE_BOOKING_READ_IP: rate({ burst: 30, perMinute: 60 }),
  RATE_DEMO_SESSION_IP: rate({ burst: 20, perMinute: 30 }),
} satisfies Record<string, EnvField<unknown>>;

type LimitEnv = { [K in keyof typeof LIMIT_FIELDS]: (typeof LIMIT_FIELDS)[K] extends EnvField<infer T> ? T : never };

/** The rate-limited calls; a null rate is not limited. */
export interface Rates {
  builderPriceIp: Rate | null;
  builderPriceUser: Rate | null;
  bookingCreateIp: Rate | null;
  bookingReadIp: Rate | null;
  demoSessionIp: Rate | null;
}

export interface ServerLimits {
  /** Open HTTP connections (WebSockets included) this process serves at once; beyond it new ones get a 503. */
  maxConnections: number;
  /** Per peer address (0: no cap). A reverse proxy is one peer, so behind TRUST_PROXY the proxy caps clients. */
  maxConnectionsPerIp: number;
  maxHubSocketsPerIp: number;
  maxHubSocketsPerUser: number;
  /** A socket with no traffic for this long is closed (a connection that never sends a request, too). */
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  rates: Rates;
}

/** The soft "Max open files" of this process (`ulimit -n`), or null where /proc cannot tell. */
export function openFileLimit(read = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(read());
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Connections the process may hold: below the descriptor limit, with room for the database pool, Redis, files
 * and the sockets being refused, so accepting never fails for lack of descriptors.
 */
export function defaultMaxConnections(fileLimit: number | null): number {
  if (fileLimit === null) return 1000;
  return Math.max(16, Math.min(Math.floor(fileLimit * 0.8), fileLimit - 256));
}

export function limitsFrom(env: LimitEnv, fileLimit = openFileLimit()): ServerLimits {
  return {
    maxConnections: env.MAX_CONNECTIONS ?? defaultMaxConnections(fileLimit),
    maxConnectionsPerIp: env.MAX_CONNECTIONS_PER_IP,
    maxHubSocketsPerIp: env.MAX_HUB_SOCKETS_PER_IP,
    maxHubSocketsPerUser: env.MAX_HUB_SOCKETS_PER_USER,
    idleTimeoutMs: env.IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    rates: {
      builderPriceIp: env.RATE_BUILDER_PRICE_IP,
      builderPriceUser: env.RATE_BUILDER_PRICE_USER,
      bookingCreateIp: env.RATE_BOOKING_CREATE_IP,
      bookingReadIp: env.RATE_BOOKING_READ_IP,
      demoSessionIp: env.RATE_DEMO_SESSION_IP,
    },
  };
}
