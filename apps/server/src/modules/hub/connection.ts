import type { WebSocket } from 'ws';

/** Bytes a socket may have waiting in its send buffer before updates to it are conflated instead of queued. */
export const HIGH_WATER_BYTES = 256 * 1024;
/** Personal messages (notifications, settlements) held for a slow socket; beyond this it is closed to resync. */
export const MAX_HELD_MESSAGES = 100;
/**
 * Deltas of one state channel held for a slow socket, in order; beyond this the channel's deltas are dropped and
 * one snapshot replaces them when the socket drains (deltas are small, snapshots are not: a socket that is only a
 * little behind gets its deltas).
 */
export const MAX_HELD_DELTAS = 16;
/** All held deltas of one socket together; beyond this every channel falls back to a snapshot. */
export const MAX_HELD_DELTA_BYTES = 256 * 1024;
/** WebSocket close code 1013 "try again later": the client reconnects and fetches fresh state. */
export const CLOSE_TOO_SLOW = 1013;

/**
 * Channels whose messages describe state: a newer one supersedes what a slow client has not received yet (a live
 * table's messages are whole states, so its snapshot replaces any number of them).
 */
const isStateChannel = (channel: string) =>
  channel === 'live' || channel.startsWith('event:') || channel.startsWith('table:');
const BALANCE_PREFIX = '{"type":"balance"';
/** What `resync` delivers, under a channel key of its own (not a state channel: it is never conflated away). */
const RESYNC_CHANNEL_KEY = 'resync';
const RESYNC_MESSAGE = Buffer.from(JSON.stringify({ type: 'resync' }));

export interface ConnectionOptions {
  /** The latest full state of a state channel, sent once a slow socket drains instead of the deltas it missed. */
  snapshot(channel: string): Buffer | null;
}

/**
 * One client socket and what it is waiting for. While the socket keeps up, every message is written at once. When
 * its buffer passes the high-water mark, each state channel holds up to MAX_HELD_DELTAS deltas and beyond that is
 * conflated (its deltas are replaced by one snapshot when the socket drains), the balance keeps only its latest
 * value, and personal messages queue up to a bound — so a slow client costs bounded memory, never an unbounded
 * buffer.
 */
export class HubConnection {
  readonly channels = new Set<string>();
  lastSeen = Date.now();
  /** Per state channel: its held deltas, or null when too many were missed and a snapshot is due. */
  private readonly heldState = new Map<string, Buffer[] | null>();
  private heldDeltaBytes = 0;
  private readonly held: Buffer[] = [];
  private heldBalance: Buffer | null = null;

  constructor(
    readonly socket: WebSocket,
    readonly userId: number | null,
    private readonly options: ConnectionOptions,
  ) {}

  get backlogged(): boolean {
    return this.heldState.size > 0 || this.held.length > 0 || this.heldBalance !== null;
  }

  deliver(channel: string, payload: Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (!this.backlogged && this.socket.bufferedAmount < HIGH_WATER_BYTES) {
      this.socket.send(payload, { binary: false });
      return;
    }
    if (isStateChannel(channel)) this.holdDelta(channel, payload);
    else if (payload.subarray(0, BALANCE_PREFIX.length).toString() === BALANCE_PREFIX) this.heldBalance = payload;
    else if (this.held.length < MAX_HELD_MESSAGES) this.held.push(payload);
    else this.socket.close(CLOSE_TOO_SLOW, 'too slow');
  }

  private holdDelta(channel: string, payload: Buffer): void {
    if (!this.heldState.has(channel)) this.heldState.set(channel, []);
    const deltas = this.heldState.get(channel);
    if (!deltas) return; // a snapshot is due anyway
    if (deltas.length < MAX_HELD_DELTAS && this.heldDeltaBytes + payload.length <= MAX_HELD_DELTA_BYTES) {
      deltas.push(payload);
      this.heldDeltaBytes += payload.length;
      return;
    }
    this.heldState.set(channel, null);
    this.heldDeltaBytes -= deltas.reduce((sum, delta) => sum + delta.length, 0);
  }

  /** Sends what was held once the socket's buffer has room; the hub calls it on a timer for backlogged sockets. */
  flush(): void {
    if (this.socket.readyState !== this.socket.OPEN || this.socket.bufferedAmount >= HIGH_WATER_BYTES) return;
    for (const message of this.held.splice(0)) this.socket.send(message, { binary: false });
    if (this.heldBalance) this.socket.send(this.heldBalance, { binary: false });
    this.heldBalance = null;
    for (const [channel, deltas] of this.heldState) {
      if (!this.channels.has(channel)) continue;
      if (deltas) for (const delta of deltas) this.socket.send(delta, { binary: false });
      else {
        const snapshot = this.options.snapshot(channel);
        if (snapshot) this.socket.send(snapshot, { binary: false });
      }
    }
    this.heldState.clear();
    this.heldDeltaBytes = 0;
  }

  /**
   * The bus may have lost messages of this socket's channels (decision 025): each state channel's current state, then
   * word to read the rest again (balance, bets, chat: what only the REST answers hold). Both wait behind what is held.
   */
  resync(): void {
    for (const channel of this.channels) {
      if (!isStateChannel(channel)) continue;
      const snapshot = this.options.snapshot(channel);
      if (snapshot) this.deliver(channel, snapshot);
    }
    this.deliver(RESYNC_CHANNEL_KEY, RESYNC_MESSAGE);
  }

  send(message: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
