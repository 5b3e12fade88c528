import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_COOKIE } from '@playline/contract/auth';
import { STAFF_SESSION_COOKIE } from '@playline/contract/staff';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../version';

export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the zod schemas the routes validate with (design §7), and its reference
 * page at /api/docs. Registered before the route modules so @fastify/swagger sees every route as it is added.
 */
export const docsPlugin = fastifyPlugin(setUpDocs, { name: 'docs', fastify: '5.x' });

async function setUpDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Playline API',
        description: 'The API of the Playline sportsbook PWA. Errors always answer `{statusCode, error, message}`.',
        version: VERSION,
      },
      tags: [
        { name: 'content', description: 'Texts, SEO texts, teasers, notifications and the boot configuration' },
        { name: 'system', description: 'Health, crawler files and redirects' },
        { name: 'pwa', description: 'Per-brand web app manifest and icons' },
        { name: 'auth', description: 'Login, sessions (cookie pl_session), registration and password reset' },
        { name: 'wallet', description: 'Balances, deposits, withdrawals and history; money in integer minor units' },
        { name: 'responsible gambling', description: 'Session time limit, reality check and the casino gate' },
        {
          name: 'admin',
          description:
            'Operator calls (decision 027): a back-office session or an API key (Authorization: Bearer plk_…) whose role has the permission the operation names',
        },
        { name: 'staff', description: "The back office's own account calls, staff accounts and API keys" },
      ],
      // The ways in, named by each operation's `auth` in its contract endpoint (lib/serve.ts).
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The login session (`__Host-` prefixed over HTTPS); unsafe methods also need the XSRF header',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_SESSION_COOKIE,
            description: 'A back-office session, on the back-office host only (`__Host-` prefixed over HTTPS)',
          },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A named API key (`plk_…`) an owner created' },
          bootstrapToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The ADMIN_TOKEN: only creates the first owner',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
