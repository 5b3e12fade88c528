import type { MovementType } from '@playline/contract';
import type { Database } from '#app/db/client.ts';

/** A money movement that committed: the player's balances right after it (from the locked rows, exact). */
export interface MovementNotice {
  type: 'movement';
  userId: number;
  kind: MovementType;
  transactionId: number;
  wallet: number;
  held: number;
}

/** A bet that ended (settled, or cashed out in full) in a transaction that committed. */
export interface BetEndNotice {
  type: 'bet_settled';
  userId: number;
  betId: number;
  status: 'won' | 'lost' | 'void' | 'cashed_out';
  /** What the bet paid in all, as the player's bet list shows it. */
  payout: number;
}

export type LedgerNotice = MovementNotice | BetEndNotice;
export type LedgerListener = (notice: LedgerNotice) => void;

/**
 * Notices queued inside a database transaction and handed to listeners only once it committed: a listener never
 * announces money that a rollback took back, and a listener that throws never undoes a movement. Queues are keyed
 * by the transaction object that the ledger's runner hands its work.
 */
export class AfterCommit {
  readonly #queues = new WeakMap<Database, LedgerNotice[]>();
  readonly #listeners: { listener: LedgerListener; onError: (error: unknown) => void }[] = [];

  /** Calls `listener` with every notice after its transaction committed, in the order they were queued. */
  listen(listener: LedgerListener, onError: (error: unknown) => void): void {
    this.#listeners.push({ listener, onError });
  }

  /** Queues a notice in the open transaction `tx` (one this ledger runs). */
  queue(tx: Database, notice: LedgerNotice): void {
    const queue = this.#queues.get(tx);
    if (!queue) throw new Error('a ledger notice needs a transaction the ledger runs');
    queue.push(notice);
  }

  /** Runs `work` with a fresh queue for its transaction and delivers the queue if (and once) the work committed. */
  async around<T>(run: (work: (tx: Database) => Promise<T>) => Promise<T>, work: (tx: Database) => Promise<T>) {
    const queued: LedgerNotice[] = [];
    const result = await run(async (tx) => {
      // Work nested in a transaction already open (the seed's runner) queues into the outer one.
      if (this.#queues.has(tx)) return work(tx);
      this.#queues.set(tx, queued);
      try {
        return await work(tx);
      } finally {
        this.#queues.delete(tx);
      }
    });
    for (const notice of queued) this.#deliver(notice);
    return result;
  }

  #deliver(notice: LedgerNotice): void {
    for (const { listener, onError } of this.#listeners) {
      try {
        listener(notice);
      } catch (error) {
        onError(error);
      }
    }
  }
}
