import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { errorsPlugin, sendNotFound } from './errors';

/** A bare app with only the error plugin and routes that fail in every way a real route can. */
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post('/echo', { schema: { body: z.object({ name: z.string().min(2) }) } }, async (request) => request.body);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
    ok: 'yes' as unknown as boolean,
  }));
  app.setNotFoundHandler(sendNotFound);
  await app.ready();
});
afterAll(() => app.close());

describe('one error shape for every failure', () => {
  it('names the invalid field of a body', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^body\.name: Too small/),
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('never shows an internal message or a stack trace in a 5xx', async () => {
    for (const url of ['/boom', '/bad-response']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
      expect(response.body).not.toMatch(/hunter2|at .*\.ts|stack/);
    }
  });

  it("keeps a deliberate 4xx's own message", async () => {
    const response = await app.inject({ url: '/teapot' });
    expect(response.json()).toEqual({ statusCode: 418, error: "I'm a Teapot", message: 'I am a teapot' });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET:/nowhere not found' });
  });
});
