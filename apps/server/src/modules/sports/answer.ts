import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '#app/plugins/http-cache.ts';

/** Smaller answers are sent plain, as the compression plugin would (its threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A serialized catalogue answer and its compressed forms, made once when the answer is computed: compressing a
 * 35 KB list on every request costs more than everything else the request does.
 */
export interface Answer {
  json: string;
  br: Buffer | null;
  gzip: Buffer | null;
  /** ETags of the plain, brotli and gzip bytes, computed once rather than hashed again on every request. */
  etags: { json: string; br: string | null; gzip: string | null };
}

export function answerOf(json: string): Answer {
  if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES)
    return { json, br: null, gzip: null, etags: { json: etagOf(json), br: null, gzip: null } };
  const br = brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
  const gzip = gzipSync(json, { level: 6 });
  return { json, br, gzip, etags: { json: etagOf(json), br: etagOf(br), gzip: etagOf(gzip) } };
}

/** Characters and bytes an answer holds in memory, for the cache's bound. */
export const weightOf = (answer: Answer) => answer.json.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/** The encodings the client accepts (`q=0` refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) names.add(name.trim());
  }
  return names;
}

/**
 * Sends an answer as it is. Fastify passes a string typed as JSON (or a buffer) straight to the send hooks without
 * running the schema serializer, which would validate and stringify the object again, and the compression plugin
 * leaves a body alone once it carries a Content-Encoding. Each encoding has its own ETag, computed
 * once with the answer. The response schemas stay on the routes for the API reference; the route tests parse every
 * answer with them.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type('application/json; charset=utf-8');
  if (answer.br === null || answer.gzip === null)
    return reply.header('etag', answer.etags.json).send(answer.json as never);
  reply.header('vary', 'accept-encoding');
  const encodings = accepted(request.headers['accept-encoding']);
  const encoding = encodings.has('br') ? 'br' : encodings.has('gzip') ? 'gzip' : null;
  if (encoding === null) return reply.header('etag', answer.etags.json).send(answer.json as never);
  reply.header('content-encoding', encoding).header('etag', answer.etags[encoding]);
  return reply.send((encoding === 'br' ? answer.br : answer.gzip) as never);
}
