import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { type Bus, createLocalBus } from '../hub/bus';

export { OWNER_KEY };
/** Site 44 (Hellas Bet) has chat; its brand key is `hellas`. */
export const CHAT_SITE = 44;

/** The app on a local bus the test can listen to, built once per file. */
export function useChatApp() {
  const opened = {} as { app: FastifyInstance; bus: Bus };
  beforeAll(async () => {
    opened.bus = createLocalBus();
    opened.app = await buildTestApp({}, { bus: opened.bus });
  });
  afterAll(() => opened.app.close());
  return opened;
}

/** A new player of the brand with chat, logged in on `siteId`. */
export async function chatPlayer(app: FastifyInstance, siteId = CHAT_SITE) {
  const player = await createPlayer(app, { brandKey: 'hellas' });
  return { ...player, client: await sessionClient(app, player.userId, siteId) };
}

/** The console's call with the admin token (null: without one). */
export function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token: string | null = OWNER_KEY,
) {
  // An XSRF pair too, so a call without the token reaches the admin check rather than being refused as a forgery.
  const xsrf = 'chat-test-xsrf-token-00000000001';
  return app.inject({
    method,
    url,
    headers: {
      host: `site${CHAT_SITE}.localhost`,
      [XSRF_HEADER]: xsrf,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    cookies: { [XSRF_COOKIE]: xsrf },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
