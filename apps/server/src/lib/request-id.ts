import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A caller's (or load balancer's) `x-request-id` is kept so logs join up across services; anything that does
 * not look like an id (too long, odd characters) is replaced, since it ends up in every log line.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
