/**
 * The time the app believes it is. Every expiry (sessions, reset tokens, login windows, withdrawals) reads it
 * instead of `Date.now()`, so tests can move time forward without waiting or faking global timers.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
