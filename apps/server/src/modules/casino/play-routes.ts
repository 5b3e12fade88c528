import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const playRoutes: FastifyPluginAsyncZod = async () => {};
