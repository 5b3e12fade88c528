import { sharedPlugin } from '../../lib/shared-plugin';
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
export const feedPlugin = sharedPlugin<FeedPluginOptions>('feed', async (app, { feed }) => {
  app.decorate('feed', feed);
});
