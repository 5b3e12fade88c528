import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { openDatabase } from './db/open-database';
import { requestId } from './lib/request-id';
import { contentRoutes } from './modules/content/routes';
import { pwaRoutes } from './modules/pwa/routes';
import { systemRoutes } from './modules/system/routes';
import { brandPlugin } from './plugins/brand';
import { compressPlugin } from './plugins/compress';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { xsrfPlugin } from './plugins/xsrf';

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config. The app closes it. */
  database?: DatabaseHandle;
  /** Migrate and seed while building (default true). */
  prepareDatabase?: boolean;
}

/**
 * Builds the whole server, ready to listen or to be `inject`ed. Plugin order matters: errors first (so every
 * later failure has its shape), the database, the brand (hooks below need `request.site`), cookies and XSRF,
 * headers, caching before compression (ETags of the plain body), the API reference before the routes it
 * documents, then the routes, then the web build, whose not-found handler catches whatever is left.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL such as `/api/%zz`) get the same body as every other error.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
    }));

  try {
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { handle: database, prepare: options.prepareDatabase ?? true });
    await app.register(brandPlugin, { hostMap: config.hostMap, defaultSiteId: config.defaultSiteId });
    await app.register(xsrfPlugin);
    await app.register(securityPlugin);
    await app.register(httpCachePlugin);
    await app.register(compressPlugin);
    await app.register(docsPlugin);
    await app.register(contentRoutes, { defaultSiteId: config.defaultSiteId });
    await app.register(systemRoutes);
    await app.register(pwaRoutes);
    await app.register(webPlugin, { webDist: config.webDist });
    await app.ready();
  } catch (error) {
    // A failed start (say, a migration error) must still release the database.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
