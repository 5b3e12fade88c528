import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ServerLimits } from '../config/limits';
import { messagesFor } from '../i18n/translate';
import { ConnectionGate, type GateLimits, MAX_LINGERING, refusalOf } from '../lib/connection-gate';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open and refused connections of this process (the availability bench reads them). */
    connectionGate: ConnectionGate;
  }
}

/** A request may take this long in all (an in-play bet waits its delay inside it). */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Node's own socket timeouts: an idle socket (one that never sends a request, too) closes after the idle timeout,
 * a keep-alive socket between requests after the keep-alive timeout, and headers must arrive within the idle
 * timeout. Upgraded sockets (the hub) leave these behind; the hub's heartbeat watches them.
 */
export function socketTimeouts(limits: ServerLimits): Partial<FastifyHttpOptions<Server>> {
  const headersTimeout = Math.min(limits.idleTimeoutMs, REQUEST_TIMEOUT_MS);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(5000, headersTimeout) },
  };
}

/**
 * Connection caps per peer address and in all (decision 021): a connection over one is answered 429 (its address)
 * or 503 (the server) with the error body and closed, so one address cannot hold the descriptors every other
 * client and `/ping` need.
 */
export const connectionLimitsPlugin = fastifyPlugin(setUpConnectionLimits, {
  name: 'connection-limits',
  fastify: '5.x',
});

async function setUpConnectionLimits(app: FastifyInstance, { limits }: { limits: GateLimits }) {
  const gate = new ConnectionGate(limits);
  app.decorate('connectionGate', gate);
  // Node's own cap drops sockets without a word: it only backs ours up (refused sockets linger a moment).
  app.server.maxConnections = limits.maxConnections + MAX_LINGERING + 1;
  app.server.prependListener('connection', (socket) => gate.admit(socket));
  app.addHook('onRequest', async (request, reply) => {
    const refusal = refusalOf(request.raw.socket);
    if (!refusal) return;
    reply.header('connection', 'close');
    const messages = messagesFor(request);
    if (refusal === 'ip') throw new HttpError(429, messages.t('limits.tooManyConnections'), undefined, retry);
    throw new HttpError(503, messages.t('limits.serverBusy'), undefined, retry);
  });
}

const retry = { 'retry-after': '5' };
