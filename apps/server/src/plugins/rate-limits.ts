import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Rates } from '../config/limits';
import { messagesFor } from '../i18n/translate';
import { HttpError } from '../lib/http-error';
import { RateLimiter } from '../lib/rate-limiter';

export type RateName = keyof Rates;
export type RateHook = (request: FastifyRequest) => Promise<void>;

/** Whose calls are counted: a key, or null to let this request pass uncounted (say, a visitor on a per-user rate). */
export type RateKey = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that answers 429 (with Retry-After) once `keyOf`'s calls exceed the named rate. As `onRequest` it
     * counts before validation (malformed calls too); as `preHandler` its key may read the parsed body.
     */
    rateLimit(name: RateName, keyOf: RateKey): RateHook;
  }
}

/** Per client address: behind TRUST_PROXY, `request.ip` is the address the proxy reports. */
export const byIp: RateKey = (request) => request.ip;
/** Per logged-in player; visitors are counted by address only. */
export const byUser: RateKey = (request) => (request.user ? String(request.user.userId) : null);

/**
 * The request rates of calls anyone can make cheaply and we pay for (decision 021): builder prices, booking
 * codes, demo game sessions. Counted in this process; with several instances each one counts its own share.
 */
export const rateLimitsPlugin = fastifyPlugin(setUpRateLimits, { name: 'rate-limits', fastify: '5.x' });

async function setUpRateLimits(app: FastifyInstance, { rates }: { rates: Rates }) {
  const limiters = new Map<RateName, RateLimiter>();
  for (const [name, rate] of Object.entries(rates) as [RateName, Rates[RateName]][]) {
    if (rate) limiters.set(name, new RateLimiter(rate));
  }
  app.decorate('rateLimit', (name: RateName, keyOf: RateKey): RateHook => {
    const limiter = limiters.get(name);
    return async (request) => {
      const key = limiter && keyOf(request);
      if (!limiter || !key) return;
      const wait = limiter.take(key, app.clock().getTime());
      if (wait === 0) return;
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, messagesFor(request).t('limits.tooManyRequests', { seconds }), undefined, {
        'retry-after': String(seconds),
      });
    };
  });
}
