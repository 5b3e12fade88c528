import helmet from '@fastify/helmet';
import { sharedPlugin } from '../lib/shared-plugin';

/**
 * Helmet's default headers (nosniff, frame and referrer policies, HSTS behind TLS, …). The content security
 * policy is off for now: the SPA's injected boot script and the API reference page need a nonce-based policy,
 * which the security-hardening issue adds.
 */
export const securityPlugin = sharedPlugin('security', async (app) => {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
});
