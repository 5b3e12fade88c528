import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/playline');

/** Asserts the one-line message main prints before exiting with code 1. */
function failure(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the environment to be rejected');
}

describe('environment (design §4)', () => {
  it('starts with sensible defaults when nothing is set', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/playline/.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultSiteId: 1,
      feedSpeed: 1,
      logLevel: 'info',
      nodeEnv: 'development',
      hostMap: {},
      trustProxy: false,
      adminTokenGenerated: true,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.adminToken).not.toBe(load({}).adminToken);
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable it is given', () => {
    const config = load({
      PORT: '8080',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://app@db:5432/playline',
      REDIS_URL: 'redis://cache:6379',
      DEFAULT_SITE_ID: '44',
      FEED_SEED: 'a-production-seed-of-32-characters',
      FEED_SPEED: '2.5',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_TOKEN: 'admin-token-of-sixteen',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      HOST_MAP: 'Bet.Example.com=44, shop.example.com=54',
      WEB_DIST: '/opt/web',
      TRUST_PROXY: '1',
      WITHDRAWAL_DELAY_SECONDS: '30',
      PUBLIC_ORIGIN: '44=https://bet.example.com, 54=https://shop.example.com:8443/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/playline/var/data',
      databaseUrl: 'postgres://app@db:5432/playline',
      redisUrl: 'redis://cache:6379',
      defaultSiteId: 44,
      feedSeed: 'a-production-seed-of-32-characters',
      feedSpeed: 2.5,
      adminToken: 'admin-token-of-sixteen',
      adminTokenGenerated: false,
      logLevel: 'warn',
      nodeEnv: 'production',
      hostMap: { 'bet.example.com': 44, 'shop.example.com': 54 },
      webDist: '/opt/web',
      trustProxy: 1,
      withdrawalDelaySeconds: 30,
      publicOrigins: { 44: 'https://bet.example.com', 54: 'https://shop.example.com:8443' },
    });
  });

  it('treats an empty value as not set', () => {
    expect(load({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
    expect(load({ WITHDRAWAL_DELAY_SECONDS: '' }).withdrawalDelaySeconds).toBe(120);
  });

  it('stops on a bad value with one line naming the variable and the value', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid environment: PORT must be an integer 1-65535 (got "abc")');
    expect(failure({ PORT: '70000' })).toBe('Invalid environment: PORT must be an integer 1-65535 (got "70000")');
    expect(failure({ DATABASE_URL: 'mysql://x' })).toBe(
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    );
    expect(failure({ REDIS_URL: 'localhost:6379' })).toMatch(/^Invalid environment: REDIS_URL must be a redis:\/\//);
    expect(failure({ DEFAULT_SITE_ID: '999' })).toBe(
      'Invalid environment: DEFAULT_SITE_ID must be a site id of the brand registry (got "999")',
    );
    expect(failure({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid environment: LOG_LEVEL must be one of fatal, error/);
    expect(failure({ FEED_SPEED: '0' })).toMatch(/^Invalid environment: FEED_SPEED must be a number greater than 0/);
    expect(failure({ SESSION_SECRET: 'short' })).toMatch(/^Invalid environment: SESSION_SECRET must be at least 32/);
    expect(failure({ HOST_MAP: 'bet.example.com' })).toMatch(
      /^Invalid environment: HOST_MAP must be a comma-separated/,
    );
    expect(failure({ HOST_MAP: 'bet.example.com=999' })).toContain('HOST_MAP');
    expect(failure({ TRUST_PROXY: 'yes' })).toMatch(/^Invalid environment: TRUST_PROXY/);
    expect(failure({ WITHDRAWAL_DELAY_SECONDS: '-5' })).toBe(
      'Invalid environment: WITHDRAWAL_DELAY_SECONDS must be an integer 0-604800 (got "-5")',
    );
  });

  it('keeps the public demo seed out of production: no FEED_SEED there means the stored secret (decision 017)', () => {
    expect(load({}).feedSeed).toBe('playline');
    expect(load({ NODE_ENV: 'test' }).feedSeed).toBe('playline');
    expect(load({ FEED_SEED: '42' }).feedSeed).toBe('42');
    expect(load({ NODE_ENV: 'production' }).feedSeed).toBeNull();
    expect(failure({ NODE_ENV: 'production', FEED_SEED: 'playline' })).toMatch(
      /^Invalid environment: FEED_SEED must be at least 32 characters in production/,
    );
  });

  it('plays the feed from FEED_START in development and tests only (issue 21: a browser test of a weekday)', () => {
    expect(load({}).feedStart).toBeNull();
    expect(load({ FEED_START: '2026-11-26T15:00:00Z' }).feedStart).toBe(Date.UTC(2026, 10, 26, 15));
    expect(load({ FEED_START: '2026-11-26T17:00:00+02:00' }).feedStart).toBe(Date.UTC(2026, 10, 26, 15));
    expect(failure({ FEED_START: 'thursday' })).toMatch(/^Invalid environment: FEED_START must be an ISO 8601 instant/);
    expect(failure({ FEED_START: '2026-11-26T15:00:00Z', NODE_ENV: 'production' })).toMatch(
      /^Invalid environment: FEED_START is for demos and tests/,
    );
  });

  // Decision 020: trusting every hop lets any client choose its address (per-IP limits, the audit trail).
  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses `true` in production', () => {
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(failure({ TRUST_PROXY: 'true', NODE_ENV: 'production' })).toMatch(
      /^Invalid environment: TRUST_PROXY=true would let any client choose its IP address; set the number of proxies/,
    );
    for (const bad of ['11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8']) {
      expect(failure({ TRUST_PROXY: bad }), bad).toMatch(
        /^Invalid environment: TRUST_PROXY must be false, a hop count/,
      );
    }
    expect(failure({ PUBLIC_ORIGIN: 'https://bet.example.com' })).toMatch(/^Invalid environment: PUBLIC_ORIGIN/);
    expect(failure({ PUBLIC_ORIGIN: '999=https://bet.example.com' })).toContain('PUBLIC_ORIGIN');
  });

  it('reports the first bad variable only, on a single line', () => {
    const message = failure({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('PORT');
  });
});
