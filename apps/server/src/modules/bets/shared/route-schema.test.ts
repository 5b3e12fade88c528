import swagger from '@fastify/swagger';
import { errorBodySchema, idempotencyHeadersSchema } from '@playline/contract';
import { endpoint } from '@playline/contract/http/endpoint';
import { route } from '@playline/contract/http/route';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { serve } from '#app/lib/serve.ts';
import { extendRouteSchema } from './route-schema';

const bodySchema = z.object({ refuse: z.boolean() });
const resultSchema = z.object({ ok: z.boolean() });
const refusedSchema = errorBodySchema.extend({ code: z.literal('changed'), offer: z.number() });

const tryIt = route('POST', '/api/try', {} as { body: typeof bodySchema; response: typeof resultSchema });
const tryEndpoint = endpoint(tryIt, {
  tags: ['test'],
  auth: 'none',
  summary: 'A money request refused with a body of its own',
  body: bodySchema,
  response: resultSchema,
  errors: [409],
});
const other = endpoint(route('POST', '/api/other', {} as { response: typeof resultSchema }), {
  tags: ['test'],
  auth: 'none',
  summary: 'A request the extension leaves alone',
  response: resultSchema,
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } }, transform: jsonSchemaTransform });
  await app.register(async (scope) => {
    extendRouteSchema(scope, tryEndpoint, {
      headers: idempotencyHeadersSchema,
      response: { 409: z.union([refusedSchema, errorBodySchema]) },
    });
    serve(scope, tryEndpoint, (request, reply) =>
      request.body.refuse
        ? reply.code(409).send({ statusCode: 409, error: 'Conflict', message: 'moved', code: 'changed', offer: 5 })
        : { ok: true },
    );
    serve(scope, other, () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (body: unknown, headers: Record<string, string> = { 'idempotency-key': 'key-0001' }) =>
  app.inject({ method: 'POST', url: '/api/try', payload: body as object, headers });

describe('extendRouteSchema', () => {
  it('validates the headers it adds', async () => {
    expect((await post({ refuse: false })).statusCode).toBe(200);
    const missing = await post({ refuse: false }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Idempotency-Key/);
  });

  it('serialises an error answer with the schema it adds, keeping its own fields', async () => {
    const refused = await post({ refuse: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'changed', offer: 5 });
  });

  it('shows both in the OpenAPI document, and leaves other routes alone', async () => {
    const document = app.swagger() as {
      paths: Record<string, { post: { parameters?: { in: string; name: string }[]; responses: object } }>;
    };
    const operation = document.paths['/api/try']?.post;
    expect(operation?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(JSON.stringify(operation?.responses)).toContain('"changed"');
    expect(document.paths['/api/other']?.post.parameters ?? []).toEqual([]);
  });
});
