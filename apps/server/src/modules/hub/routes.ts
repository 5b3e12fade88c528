import websocket from '@fastify/websocket';
import { adminEndpoints } from '@playline/contract/endpoints/admin';
import { HUB_HEARTBEAT_MS, HUB_MAX_SUBSCRIPTIONS, HUB_PATH, hubClientMessageSchema } from '@playline/contract/hub';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { HubConnection } from './connection';
import { type LivePublisherStats, startLivePublisher } from './live-publisher';
import { HubRegistry } from './registry';
import { createSnapshots } from './snapshots';
import { HUB_CLOSE_TOO_MANY, HubSocketQuota } from './socket-quota';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's sockets (tests and the bench read its counters). */
    hubRegistry: HubRegistry;
  }
}

/** Largest client frame: a subscribe of HUB_MAX_SUBSCRIPTIONS channels fits easily. */
const MAX_CLIENT_FRAME = 16 * 1024;

/**
 * A socket may only be opened by our own pages: browsers send cookies with cross-site WebSocket handshakes, so
 * without this check any site could read a player's private channel.
 */
function checkOrigin(request: FastifyRequest) {
  // A plain GET (no WebSocket upgrade) would otherwise get @fastify/websocket's bodiless 404.
  if (!request.ws) throw new HttpError(426, 'The hub speaks WebSocket only: open it with an Upgrade request');
  const origin = request.headers.origin;
  if (origin === undefined) return; // not a browser (the bench, a server-side client)
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'The hub accepts connections from this site only');
  }
  if (host !== request.headers.host) throw new HttpError(403, 'The hub accepts connections from this site only');
}

/** `GET /api/hub`: the WebSocket of design §7 (messages in `@playline/contract/hub`). */
export interface HubRoutesOptions {
  heartbeatMs?: number;
  /** How often the leader publishes live changes (tests tick faster). */
  liveTickMs?: number;
  /** Open sockets per client address and per player (0: no cap). */
  maxSocketsPerIp?: number;
  maxSocketsPerUser?: number;
}

export const hubRoutes: FastifyPluginAsyncZod<HubRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HUB_HEARTBEAT_MS;
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME, perMessageDeflate: false } });
  const registry = new HubRegistry(app.hubBus, heartbeatMs);
  const extensions = app.hubExtensions;
  const snapshots = createSnapshots(app.feed, (channel) => extensions.servedBy(channel));
  const isPublic = (channel: string) =>
    channel === 'live' || channel.startsWith('event:') || extensions.servedBy(channel) !== undefined;
  /** Channels of `from` not in `minus`: what a subscribe took up, or an unsubscribe let go. */
  const difference = (from: ReadonlySet<string>, minus: ReadonlySet<string>) =>
    [...from].filter((channel) => !minus.has(channel));
  /**
   * The server-joined channels of a player's socket: their own, and what modules add unless one keeps the player
   * to their own (a time-out or self-exclusion hears no marketing toasts).
   */
  const privateChannels = async (request: FastifyRequest): Promise<string[]> =>
    request.user ? extensions.playerChannels(request.user) : [];
  const quota = new HubSocketQuota(options.maxSocketsPerIp ?? 0, options.maxSocketsPerUser ?? 0);
  app.decorate('hubRegistry', registry);
  app.addHook('preClose', async () => registry.close());

  let publisherStats: LivePublisherStats | null = null;
  app.leader.whileLeading('live-publisher', () => {
    const onError = (error: unknown) => app.log.error({ err: error }, 'live publisher tick failed');
    const publisher = startLivePublisher(app.feed, app.hub, onError, options.liveTickMs);
    publisherStats = publisher.stats;
    return async () => {
      publisherStats = null;
      await publisher.stop();
    };
  });

  serve(app, adminEndpoints.getHubStats, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      connections: registry.size,
      delivered: registry.delivered,
      leader: app.leader.isLeader(),
      publisher: publisherStats && { ...publisherStats },
    };
  });

  app.get(
    HUB_PATH,
    {
      websocket: true,
      preValidation: async (request) => checkOrigin(request),
      schema: { tags: ['hub'], summary: 'The realtime hub (WebSocket); messages are documented in the contract' },
    },
    (socket, request) => {
      const owner = { ip: request.ip, userId: request.user?.userId ?? null };
      if (!quota.admit(owner.ip, owner.userId)) {
        socket.close(HUB_CLOSE_TOO_MANY, 'too many sockets');
        return;
      }
      socket.once('close', () => quota.release(owner.ip, owner.userId));
      const connection = new HubConnection(socket, request.user?.userId ?? null, { snapshot: snapshots.get });
      registry.add(connection, request.authSession?.idHash ?? null);
      const touch = () => {
        connection.lastSeen = Date.now();
      };
      socket.on('pong', touch);
      socket.on('close', () => {
        extensions.hold(connection.channels, -1);
        registry.remove(connection);
      });
      socket.on('message', (data, isBinary) => {
        touch();
        let parsed: ReturnType<typeof hubClientMessageSchema.safeParse>;
        try {
          parsed = hubClientMessageSchema.safeParse(isBinary ? null : JSON.parse(data.toString()));
        } catch {
          connection.send({ type: 'error', message: 'Messages are JSON' });
          return;
        }
        if (!parsed.success) {
          connection.send({ type: 'error', message: 'Unknown message; see the hub contract' });
          return;
        }
        const message = parsed.data;
        if (message.type === 'ping') return connection.send({ type: 'pong', t: message.t });
        if (message.type === 'unsubscribe') {
          const held = new Set(connection.channels);
          registry.leave(connection, message.channels);
          extensions.hold(difference(held, connection.channels), -1);
          return connection.send({ type: 'unsubscribed', channels: message.channels });
        }
        const publicCount = [...connection.channels].filter(isPublic).length;
        if (publicCount + message.channels.length > HUB_MAX_SUBSCRIPTIONS) {
          return connection.send({ type: 'error', message: `At most ${HUB_MAX_SUBSCRIPTIONS} channels per socket` });
        }
        const held = new Set(connection.channels);
        const joined = registry.join(connection, message.channels);
        // join adds the channels synchronously (before the bus confirms), as leave and close remove them.
        extensions.hold(difference(connection.channels, held), 1);
        joined
          .then(() => {
            connection.send({ type: 'subscribed', channels: message.channels });
            if (message.snapshot === false) return;
            for (const channel of message.channels) {
              const snapshot = snapshots.get(channel);
              if (snapshot) connection.deliver(channel, snapshot);
            }
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'hub: subscribing failed');
            connection.send({ type: 'error', message: 'Could not subscribe now; try again' });
          });
      });

      void privateChannels(request)
        .then((channels) => registry.join(connection, channels))
        .then(() =>
          connection.send({
            type: 'hello',
            userId: connection.userId,
            heartbeatMs,
            serverTime: Date.now(),
          }),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'hub: joining private channels failed');
          socket.close(1011, 'try again');
        });
    },
  );
};
