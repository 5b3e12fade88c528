import type { Socket } from 'node:net';

/** Why a connection was refused: its address holds its share already, or the server holds all it may. */
export type Refusal = 'ip' | 'total';

const REFUSED = Symbol('playline.refused');
type MarkedSocket = Socket & { [REFUSED]?: Refusal };

/** How long a refused connection may stay to send its request and read the refusal. */
export const REFUSAL_GRACE_MS = 2000;
/** Refused connections waiting at once; beyond, new ones are closed at once (descriptors stay bounded). */
export const MAX_LINGERING = 256;

export interface GateLimits {
  /** Connections served at once. */
  maxConnections: number;
  /** Per peer address; 0 for no cap (behind a proxy every client has the proxy's address). */
  maxPerIp: number;
}

/** The refusal a request on this socket must get, if the socket was over a limit when it connected. */
export const refusalOf = (socket: Socket): Refusal | undefined => (socket as MarkedSocket)[REFUSED];

/**
 * Counts open connections per peer address and in all, as they are accepted. A connection over a limit is not
 * dropped blindly: it is marked, so its request gets a 429/503 with the error body, and closed after a grace
 * period whether or not it sends one (idle sockets are what ran the server out of descriptors).
 */
export class ConnectionGate {
  readonly #perIp = new Map<string, number>();
  #open = 0;
  #lingering = 0;
  refused = 0;

  constructor(private readonly limits: GateLimits) {}

  get open(): number {
    return this.#open;
  }

  admit(socket: Socket): void {
    const ip = socket.remoteAddress ?? '';
    const held = this.#perIp.get(ip) ?? 0;
    const refusal = this.#refusal(held);
    if (!refusal) {
      this.#open += 1;
      this.#perIp.set(ip, held + 1);
      socket.once('close', () => this.#release(ip));
      return;
    }
    this.refused += 1;
    if (this.#lingering >= MAX_LINGERING) {
      socket.destroy();
      return;
    }
    this.#lingering += 1;
    (socket as MarkedSocket)[REFUSED] = refusal;
    const timer = setTimeout(() => socket.destroy(), REFUSAL_GRACE_MS);
    socket.once('close', () => {
      this.#lingering -= 1;
      clearTimeout(timer);
    });
  }

  #refusal(heldByIp: number): Refusal | null {
    if (this.#open >= this.limits.maxConnections) return 'total';
    if (this.limits.maxPerIp > 0 && heldByIp >= this.limits.maxPerIp) return 'ip';
    return null;
  }

  #release(ip: string) {
    this.#open -= 1;
    const held = (this.#perIp.get(ip) ?? 1) - 1;
    if (held > 0) this.#perIp.set(ip, held);
    else this.#perIp.delete(ip);
  }
}
