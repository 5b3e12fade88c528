import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of operator calls, `Authorization: Bearer <ADMIN_TOKEN>`: 401 without credentials, 403 with
     * wrong ones. Every admin route uses this one guard, so no module holds the token or repeats the check.
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export interface AdminGuardOptions extends Record<string, unknown> {
  adminToken: string;
}

/** The admin token check, compared in constant time so its length and bytes do not leak through timing. */
export const adminGuardPlugin = fastifyPlugin(setUpAdminGuard, { name: 'admin-guard', fastify: '5.x' });

async function setUpAdminGuard(app: FastifyInstance, { adminToken }: AdminGuardOptions) {
  const expected = Buffer.from(adminToken);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1])
      throw new HttpError(401, 'Admin calls need an Authorization: Bearer <ADMIN_TOKEN> header', undefined, {
        'www-authenticate': 'Bearer',
      });
    const given = Buffer.from(match[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'The admin token is not valid');
    }
  });
}
