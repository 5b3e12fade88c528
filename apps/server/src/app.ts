import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { openDatabase } from './db/open-database';
import { type Clock, systemClock } from './lib/clock';
import { logRedaction } from './lib/log-redaction';
import { requestId } from './lib/request-id';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { adminRoutes } from './modules/admin/routes';
import { auditPlugin } from './modules/audit/plugin';
import { auditRoutes } from './modules/audit/routes';
import { accountRoutes } from './modules/auth/account-routes';
import { type AuthLimits, createAuthGuards } from './modules/auth/limits';
import { createPublicOrigin } from './modules/auth/public-origin';
import { authRoutes } from './modules/auth/routes';
import { cashOutRoutes } from './modules/bets/cash-out/routes';
import { betsRoutes } from './modules/bets/routes';
import { settleRoutes } from './modules/bets/settlement/routes';
import { casinoFirstScreen } from './modules/casino/catalogue/first-screen';
import { casinoModule } from './modules/casino/plugin';
import { chatRoutes } from './modules/chat/routes';
import { contentRoutes } from './modules/content/routes';
import { favouritesRoutes } from './modules/favourites/routes';
import { helpRoutes } from './modules/help/routes';
import type { Bus } from './modules/hub/bus';
import type { Leadership } from './modules/hub/leader';
import { createPgLeadership } from './modules/hub/pg-leadership';
import { hubPlugin } from './modules/hub/plugin';
import { createRedisBus } from './modules/hub/redis-bus';
import { hubRoutes } from './modules/hub/routes';
import { kycRoutes } from './modules/kyc/routes';
import { notificationsModule } from './modules/notifications/plugin';
import { DemoPaymentProvider } from './modules/payments/demo-provider';
import { promotionsRoutes } from './modules/promotions/routes';
import { pwaRoutes } from './modules/pwa/routes';
import { rgModule } from './modules/rg/plugin';
import { reminderRoutes } from './modules/rg/reminder-routes';
import { shopRoutes } from './modules/shop/routes';
import type { FeedAdapter } from './modules/sports/feed/adapter';
import { createSimulator } from './modules/sports/feed/simulator';
import { feedPlugin } from './modules/sports/feed-plugin';
import { feedSeed } from './modules/sports/feed-seed';
import { providerRoutes } from './modules/sports/provider-routes';
import { sportsRoutes } from './modules/sports/routes';
import { staffAdminRoutes } from './modules/staff/admin-routes';
import { staffPlugin } from './modules/staff/plugin';
import { staffRoutes } from './modules/staff/routes';
import { staffSecretKey } from './modules/staff/server-key';
import { SecretBox } from './modules/staff/totp';
import { systemRoutes } from './modules/system/routes';
import { walletRoutes } from './modules/wallet/routes';
import { brandPlugin } from './plugins/brand';
import { compressPlugin } from './plugins/compress';
import { connectionLimitsPlugin, socketTimeouts } from './plugins/connection-limits';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { ledgerPlugin } from './plugins/ledger';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { routeAccessPlugin } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import { xsrfPlugin } from './plugins/xsrf';

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config. The app closes it. */
  database?: DatabaseHandle;
  /** Migrate and seed while building (default true). */
  prepareDatabase?: boolean;
  /** The app's notion of now (tests move it forward). */
  clock?: Clock;
  /** Login throttling and request limits (tests use small numbers). */
  authLimits?: Partial<AuthLimits>;
  /** How a login delay is waited out (tests skip the wait). */
  sleep?: (ms: number) => Promise<void>;
  /** The sports feed (tests pass a simulator on a fixed clock); otherwise one simulator from FEED_SEED/FEED_SPEED. */
  feed?: FeedAdapter;
  /** The hub's fan-out between instances (tests pass one); otherwise Redis when REDIS_URL is set, else in-process. */
  bus?: Bus;
  /** Who runs the single-instance jobs (tests pass one); otherwise elected on PostgreSQL, always this one on PGlite. */
  leadership?: Leadership;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server, ready to listen or to be `inject`ed. Plugin order matters: errors first (so every
 * later failure has its shape), the database and the ledger, the brand (hooks below need `request.site`),
 * cookies and XSRF, the session (it needs the brand and the cookie parser), headers, caching before compression
 * (ETags of the plain body), the API reference before the routes it documents, then the routes, then the web
 * build, whose not-found handler catches whatever is left.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...logRedaction, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // The first start migrates and seeds the database inside the db plugin (thousands of rows, the demo staff's scrypt
    // hashes): on a busy 2-core machine that ran past Fastify's 10 s and the server gave up on its own seed.
    pluginTimeout: 120_000,
    // Errors raised before routing (a malformed URL such as `/api/%zz`) get the same body as every other error.
    frameworkErrors: frameworkError,
    ...socketTimeouts(config.limits),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('clock', options.clock ?? systemClock);
  const guards = createAuthGuards(options.authLimits, options.sleep);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
    }));

  try {
    await app.register(errorsPlugin);
    await app.register(dbPlugin, {
      handle: database,
      prepare: options.prepareDatabase ?? true,
      demoStaff: config.nodeEnv !== 'production',
    });
    await app.register(ledgerPlugin, { kind: database.kind });
    await app.register(feedPlugin, {
      feed:
        options.feed ??
        createSimulator({
          seed: await feedSeed(config.feedSeed, app.db),
          speed: config.feedSpeed,
          start: config.feedStart ?? undefined,
        }),
    });
    const bus =
      options.bus ??
      (config.redisUrl
        ? createRedisBus(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis bus error'))
        : undefined);
    const leadership =
      options.leadership ??
      (config.databaseUrl && database.kind === 'postgres'
        ? createPgLeadership(config.databaseUrl, (message, error) => app.log.info({ err: error }, message))
        : undefined);
    await app.register(hubPlugin, { bus, leadership });
    await app.register(auditPlugin);
    await app.register(brandPlugin, { hostMap: config.hostMap, defaultSiteId: config.defaultSiteId });
    await app.register(connectionLimitsPlugin, {
      limits: {
        maxConnections: config.limits.maxConnections,
        // Behind a proxy every client shares the proxy's address: the proxy caps its clients' connections.
        maxPerIp: config.trustProxy ? 0 : config.limits.maxConnectionsPerIp,
      },
    });
    await app.register(xsrfPlugin, { production: config.nodeEnv === 'production' });
    await app.register(sessionPlugin, { secure: config.nodeEnv === 'production' });
    await app.register(staffPlugin, {
      adminToken: config.adminToken,
      backofficeHost: config.backofficeHost,
      production: config.nodeEnv === 'production',
    });
    await app.register(routeAccessPlugin);
    await app.register(securityPlugin, {
      production: config.nodeEnv === 'production',
      providerUrls: config.sportsProviderUrls,
    });
    await app.register(rateLimitsPlugin, { rates: config.limits.rates });
    await app.register(httpCachePlugin);
    await app.register(compressPlugin);
    await app.register(docsPlugin);
    await app.register(contentRoutes, { defaultSiteId: config.defaultSiteId });
    await app.register(authRoutes, { guards });
    const publicOrigin = createPublicOrigin({
      origins: config.publicOrigins,
      hostMap: config.hostMap,
      production: config.nodeEnv === 'production',
    });
    await app.register(accountRoutes, { guards, publicOrigin });
    await app.register(rgModule);
    await app.register(reminderRoutes);
    await app.register(walletRoutes, {
      withdrawalDelaySeconds: config.withdrawalDelaySeconds,
      // The one payment provider (issue 21): the demo one until a real provider's implementation replaces it.
      provider: new DemoPaymentProvider(config.sessionSecret),
    });
    await app.register(sportsRoutes);
    await app.register(providerRoutes, { secret: config.sessionSecret, urls: config.sportsProviderUrls });
    await app.register(favouritesRoutes);
    await app.register(betsRoutes);
    await app.register(cashOutRoutes);
    await app.register(casinoModule);
    await app.register(shopRoutes);
    await app.register(helpRoutes);
    await app.register(promotionsRoutes);
    await app.register(chatRoutes);
    await app.register(hubRoutes, {
      maxSocketsPerIp: config.limits.maxHubSocketsPerIp,
      maxSocketsPerUser: config.limits.maxHubSocketsPerUser,
    });
    await app.register(settleRoutes);
    await app.register(adminRoutes);
    const secretKey = await staffSecretKey(config.sessionSecretGenerated ? null : config.sessionSecret, app.db);
    await app.register(staffRoutes, { box: new SecretBox(secretKey), sleep: guards.sleep });
    await app.register(staffAdminRoutes);
    await app.register(auditRoutes);
    await app.register(kycRoutes);
    await app.register(notificationsModule);
    await app.register(systemRoutes);
    await app.register(pwaRoutes);
    await app.register(webPlugin, { webDist: config.webDist, firstScreens: { casino: casinoFirstScreen(app.feed) } });
    await app.ready();
  } catch (error) {
    // A failed start (say, a migration error) must still release the database.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
