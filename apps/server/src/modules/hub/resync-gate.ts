/**
 * A server-only bus channel (decision 025): an instance that could not publish for a while says so here, and every
 * instance's clients read their state again. Clients cannot subscribe to it (only public channels are theirs).
 */
export const RESYNC_CHANNEL = 'control:resync';

/**
 * Gaps reported within this window make one resync: after a Redis restart every instance's subscriber comes back
 * and every instance that dropped messages announces it, within a second or so; clients should refetch once.
 */
export const RESYNC_SETTLE_MS = 1000;

export interface ResyncGateOptions {
  /** Tells every instance (this one included) that messages were dropped; rejects when it could not. */
  announce(): Promise<unknown>;
  /** Tells this instance's listeners to resync their clients. */
  resync(): void;
  settleMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * When an instance's clients must resync after the bus lost messages. Redis pub/sub delivers a message only to the
 * connections subscribed at that moment, so loss happens exactly where a connection was down:
 * - this instance's subscriber was disconnected: it missed whatever anyone published meanwhile (`gap` once it has
 *   re-subscribed);
 * - this instance's publisher was disconnected: what it published meanwhile was dropped, not queued (an outage of
 *   minutes would otherwise pile up memory and then flood every client with stale deltas), so once it is back it
 *   announces the gap to every instance (`dropped`, then `publisherReady`).
 */
export function createResyncGate(options: ResyncGateOptions) {
  const settleMs = options.settleMs ?? RESYNC_SETTLE_MS;
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms).unref());
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as NodeJS.Timeout));
  let unannounced = false;
  let timer: unknown = null;
  let closed = false;

  function announce() {
    unannounced = false;
    options.announce().catch(() => {
      // Lost again before it went out: the next time the publisher is ready says it.
      unannounced = true;
    });
  }

  return {
    /** A message this instance published did not go out. */
    dropped(): void {
      unannounced = true;
    },
    /** The publisher can send again: if it dropped messages, every instance hears of it now. */
    publisherReady(): void {
      if (unannounced && !closed) announce();
    },
    /** This instance may have missed messages (its subscriber came back, or another instance announced a gap). */
    gap(): void {
      if (timer !== null || closed) return;
      timer = setTimer(() => {
        timer = null;
        options.resync();
      }, settleMs);
    },
    close(): void {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

export type ResyncGate = ReturnType<typeof createResyncGate>;
