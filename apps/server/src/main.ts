import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';

/** Start-up: validate the environment, build (migrate, seed), listen, and shut down cleanly on a signal. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const local = `http://localhost:${config.port}`;
  app.log.info(`Playline is running on ${local} (brands: http://site44.localhost:${config.port}, …)`);
  if (config.adminTokenGenerated && config.nodeEnv === 'development') {
    app.log.info(`ADMIN_TOKEN was not set; this run's admin token is ${config.adminToken}`);
  } else if (config.adminTokenGenerated) {
    app.log.warn('ADMIN_TOKEN is not set: the admin API uses a random token nobody knows');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Give in-flight requests a moment; never hang forever on a stuck connection.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Playline failed to start:', error);
  process.exit(1);
});
