import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { FeedAdapter } from './feed/adapter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one sports feed of this process: the catalogue, favourites and (later) bets and settlement read it. */
    feed: FeedAdapter;
  }
}

export interface FeedPluginOptions extends Record<string, unknown> {
  feed: FeedAdapter;
}

/** Decorates the app with its feed, so every module reads the same source and the same clock. */
export const feedPlugin = fastifyPlugin(setUpFeed, { name: 'feed', fastify: '5.x' });

async function setUpFeed(app: FastifyInstance, { feed }: FeedPluginOptions) {
  app.decorate('feed', feed);
}
