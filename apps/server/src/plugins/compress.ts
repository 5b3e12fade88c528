import compress from '@fastify/compress';
import { sharedPlugin } from '../lib/shared-plugin';

/** Brotli (at @fastify/compress's fast default quality) or gzip for every compressible response over 1 KB. */
export const compressPlugin = sharedPlugin('compress', async (app) => {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
});
