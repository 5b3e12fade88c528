/** WebSocket close code 1013 "Try Again Later": the web's hub client reconnects with backoff. */
export const HUB_CLOSE_TOO_MANY = 1013;

/**
 * Open hub sockets per client address and per player (decision 021): a player's tabs and a household's phones fit;
 * a script holding thousands of sockets from one address or one account does not. 0 switches a cap off.
 */
export class HubSocketQuota {
  readonly #byIp = new Map<string, number>();
  readonly #byUser = new Map<number, number>();

  constructor(
    private readonly perIp: number,
    private readonly perUser: number,
  ) {}

  /** Takes a place for a new socket; false when its address or its player holds all theirs already. */
  admit(ip: string, userId: number | null): boolean {
    if (this.perIp > 0 && (this.#byIp.get(ip) ?? 0) >= this.perIp) return false;
    if (userId !== null && this.perUser > 0 && (this.#byUser.get(userId) ?? 0) >= this.perUser) return false;
    bump(this.#byIp, ip, 1);
    if (userId !== null) bump(this.#byUser, userId, 1);
    return true;
  }

  release(ip: string, userId: number | null): void {
    bump(this.#byIp, ip, -1);
    if (userId !== null) bump(this.#byUser, userId, -1);
  }
}

function bump<K>(counts: Map<K, number>, key: K, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
