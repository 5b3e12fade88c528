import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Brotli (at @fastify/compress's fast default quality) or gzip for every compressible response over 1 KB. */
export const compressPlugin = fastifyPlugin(setUpCompress, { name: 'compress', fastify: '5.x' });

async function setUpCompress(app: FastifyInstance) {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
