import type { FastifyInstance } from 'fastify';

/**
 * What the tables know of their `table:<id>` hub channels: how many of this instance's sockets hold each one (the
 * `seated` count, which the hub reports through `hubExtensions`), and the tables' snapshot of a channel (sent on
 * subscribe). One per app, kept beside the app's hub bus, so two apps in one process (tests) stay apart.
 */
export interface TableHubLink {
  /** Sockets of this instance on the channel. */
  seated(channel: string): number;
  /** A socket started or stopped holding table channels (the hub calls it). */
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
