import type { FastifyInstance } from 'fastify';

/**
 * What the hub's socket endpoint and the tables service share about `table:<id>` channels: how many of this
 * instance's sockets hold each one (the `seated` count), and the tables' snapshot of a channel (sent on subscribe).
 * The two are registered in sibling plugin scopes, so neither sees the other's decorators; they meet on the app's
 * hub bus, the one object both scopes share, which also keeps two apps in one process (tests) apart.
 */
export interface TableHubLink {
  /** Sockets of this instance on the channel. */
  seated(channel: string): number;
  /** A socket started or stopped holding table channels (the hub endpoint calls it). */
  seat(channels: Iterable<string>, delta: 1 | -1): void;
  /** The table's full state now, as the `table` message; null for an unknown table or before the tables start. */
  snapshot(channel: string): Buffer | null;
  provideSnapshots(provider: (channel: string) => Buffer | null): void;
}

export const isTableChannel = (channel: string): boolean => channel.startsWith('table:');

const links = new WeakMap<object, TableHubLink>();

function createLink(): TableHubLink {
  const counts = new Map<string, number>();
  let provider: (channel: string) => Buffer | null = () => null;
  return {
    seated: (channel) => counts.get(channel) ?? 0,
    seat(channels, delta) {
      for (const channel of channels) {
        if (!isTableChannel(channel)) continue;
        const count = (counts.get(channel) ?? 0) + delta;
        if (count > 0) counts.set(channel, count);
        else counts.delete(channel);
      }
    },
    snapshot: (channel) => provider(channel),
    provideSnapshots(next) {
      provider = next;
    },
  };
}

export function tableHubLink(app: FastifyInstance): TableHubLink {
  let link = links.get(app.hubBus);
  if (!link) {
    link = createLink();
    links.set(app.hubBus, link);
  }
  return link;
}
