import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '../lib/error-body';
import { HttpError } from '../lib/http-error';
import { pgErrorCode, UNSTORABLE_TEXT } from '../lib/pg-error';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** "querystring.languageId: Invalid input: expected number, received NaN" — names the field the caller got wrong. */
export function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = [context, field].filter(Boolean).join('.');
      return `${where || 'request'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** The JSON 404 of every path nobody serves (API and reserved paths never fall back to the SPA). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
}

/** Errors Fastify raises before routing (a malformed URL such as `/api/%zz`), in the same shape. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  return reply.code(400).send(errorBody(400, error.message));
}

/**
 * One error handler for the whole app. Client mistakes (4xx, including zod validation and malformed JSON) are
 * answered with their own message; anything else is logged with its stack and answered with the bare status
 * text, so no internal detail or stack trace reaches a client.
 */
export const errorsPlugin = fastifyPlugin(setUpErrors, { name: 'errors', fastify: '5.x' });

async function setUpErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, validationMessage(error.validationContext, error.validation)));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message, error.fields));
    }
    // A NUL character anywhere in what a caller sent reaches PostgreSQL as text it refuses: the caller's mistake.
    if (UNSTORABLE_TEXT.has(pgErrorCode(error) ?? '')) {
      return reply.code(400).send(errorBody(400, 'Text cannot contain the NUL character (U+0000)'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    const code = status >= 500 && status < 600 ? status : 500;
    return reply.code(code).send(errorBody(code));
  });
}
