import { HUB_CLOSE_SESSION_ENDED, HUB_HEARTBEAT_MS } from '@playline/contract/hub-keys';
import type { Bus, BusListener } from './bus';
import type { HubConnection } from './connection';
import { type EndedSessions, parseEndedSessions, SESSIONS_CHANNEL } from './session-control';

/** How often sockets with a backlog are offered their held messages. */
const FLUSH_INTERVAL_MS = 50;

/**
 * This instance's sockets by channel. A channel is subscribed on the bus while at least one local socket holds it,
 * so an instance only receives what its own clients need. A bus payload becomes one Buffer, written to every socket
 * of the channel as it is (no re-encoding per client).
 */
export class HubRegistry {
  private readonly members = new Map<string, Set<HubConnection>>();
  /** Every socket of this instance, with the hash of the session it was opened with (null: a visitor's). */
  private readonly connections = new Map<HubConnection, string | null>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopResync: () => void;
  /** Messages written to sockets since start (the bench reads it). */
  delivered = 0;
  /** Settles once this instance hears ended sessions on the bus (tests wait for it). */
  readonly listening: Promise<void>;

  constructor(
    private readonly bus: Bus,
    private readonly heartbeatMs = HUB_HEARTBEAT_MS,
  ) {
    this.timers.push(setInterval(() => this.heartbeat(), heartbeatMs).unref());
    this.timers.push(setInterval(() => this.flushBacklogs(), FLUSH_INTERVAL_MS).unref());
    // A failed subscription is retried by the bus on reconnect (Redis); it must not crash the process meanwhile.
    this.listening = bus.subscribe(SESSIONS_CHANNEL, this.onSessionsEnded).catch(() => undefined);
    this.stopResync = bus.onResync(() => this.resync());
  }

  get size(): number {
    return this.connections.size;
  }

  private readonly onBus: BusListener = (payload, channel) => {
    const sockets = this.members.get(channel);
    if (!sockets) return;
    const bytes = Buffer.from(payload);
    for (const connection of sockets) connection.deliver(channel, bytes);
    this.delivered += sockets.size;
  };

  add(connection: HubConnection, sessionHash: string | null = null): void {
    this.connections.set(connection, sessionHash);
  }

  private readonly onSessionsEnded: BusListener = (payload) => {
    const ended = parseEndedSessions(payload);
    if (ended) this.closeSessions(ended);
  };

  /**
   * Closes the sockets of ended sessions on this instance: a logged-out or reset session must stop receiving the
   * player's balance, notifications and chat at once. The web reconnects on the close code, as a visitor.
   */
  closeSessions(ended: EndedSessions): number {
    let closed = 0;
    for (const [connection, sessionHash] of this.connections) {
      const matches = 'sessionHash' in ended ? sessionHash === ended.sessionHash : connection.userId === ended.userId;
      if (!matches) continue;
      // Closing stops every delivery at once (deliver needs an open socket); the socket's close handler cleans up.
      connection.socket.close(HUB_CLOSE_SESSION_ENDED, 'session ended');
      closed += 1;
    }
    return closed;
  }

  /** Joins the channels; resolves once the bus delivers them (a message published after this reaches the socket). */
  async join(connection: HubConnection, channels: readonly string[]): Promise<void> {
    if (!this.connections.has(connection)) return; // closed meanwhile
    const pending: Promise<void>[] = [];
    for (const channel of channels) {
      if (connection.channels.has(channel)) continue;
      connection.channels.add(channel);
      let sockets = this.members.get(channel);
      if (!sockets) {
        sockets = new Set();
        this.members.set(channel, sockets);
        pending.push(this.bus.subscribe(channel, this.onBus));
      }
      sockets.add(connection);
    }
    await Promise.all(pending);
  }

  leave(connection: HubConnection, channels: readonly string[]): void {
    for (const channel of channels) {
      if (!connection.channels.delete(channel)) continue;
      const sockets = this.members.get(channel);
      if (!sockets) continue;
      sockets.delete(connection);
      if (sockets.size === 0) {
        this.members.delete(channel);
        this.bus.unsubscribe(channel, this.onBus);
      }
    }
  }

  remove(connection: HubConnection): void {
    this.leave(connection, [...connection.channels]);
    this.connections.delete(connection);
  }

  /** The bus may have lost messages (decision 025): every socket of this instance reads its state again. */
  resync(): void {
    for (const connection of this.connections.keys()) connection.resync();
  }

  /** An application heartbeat (the client's stale detection) and a protocol ping (ours): silent peers are dropped. */
  private heartbeat(): void {
    const now = Date.now();
    const beat = Buffer.from(JSON.stringify({ type: 'heartbeat', t: now }));
    for (const connection of this.connections.keys()) {
      if (now - connection.lastSeen > 2 * this.heartbeatMs + 5000) {
        connection.socket.terminate();
        continue;
      }
      if (!connection.backlogged) connection.deliver('heartbeat', beat);
      connection.socket.ping();
    }
  }

  private flushBacklogs(): void {
    for (const connection of this.connections.keys()) if (connection.backlogged) connection.flush();
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.bus.unsubscribe(SESSIONS_CHANNEL, this.onSessionsEnded);
    this.stopResync();
    for (const connection of this.connections.keys()) connection.socket.close(1001, 'server shutting down');
    this.connections.clear();
  }
}
