import type { MovementType } from '@playline/contract';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import type { LedgerAccountKind } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import type { Clock } from '#app/lib/clock.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { Mutex } from '#app/lib/mutex.ts';
import { CHECK_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '#app/lib/pg-error.ts';
import { currentRequest } from '../audit/request-context';
import { AfterCommit, type LedgerListener, type LedgerNotice } from './after-commit';
import { houseAccountId, type LockedAccount, lockForMovement, recordMovement } from './repository';

/** One side of a movement. `tracked` accounts (a player's) keep a running balance; house accounts do not. */
export interface LegEnd {
  accountId: number;
  tracked: boolean;
}
export interface Leg extends LegEnd {
  amount: number;
}

/** The balanced legs of moving `amount` from one account to another. */
export const transfer = (from: LegEnd, to: LegEnd, amount: number): Leg[] => [
  { ...from, amount: -amount },
  { ...to, amount },
];

export interface PlayerAccounts {
  wallet: LockedAccount;
  held: LockedAccount;
}

export interface Plan<T> {
  /** The size of the movement (positive). */
  amount: number;
  legs: Leg[];
  /** The answer, known before anything is written; stored with the transaction and repeated to retries. */
  result: T;
  /** Rows that belong to the movement (a withdrawal), written after the transaction. */
  alsoWrite?(tx: Database): Promise<void>;
}

export interface MoneyOperation<T> {
  userId: number;
  kind: MovementType;
  idempotencyKey: string;
  /** Hash of what was asked; the same key with another hash is a different request (409). */
  requestHash: string;
  /** Validates the stored first answer when a retry replays it. */
  schema: z.ZodType<T>;
  messages: Messages;
  /** Locks to take before the player's accounts (a withdrawal row): every path locks in the same order. */
  before?(tx: Database): Promise<void>;
  /** Decides the movement from the locked accounts, or throws an HttpError to refuse it. */
  plan(tx: Database, accounts: PlayerAccounts, transactionId: number): Promise<Plan<T>>;
}

/** A movement about to be written: what it takes from and pays into the player's wallet, minor units. */
export interface GuardedMovement {
  userId: number;
  kind: MovementType;
  /** Money leaving the player's wallet (a stake, a withdrawal). */
  walletOut: number;
  /** Money entering the player's wallet (a deposit, a win). */
  walletIn: number;
  messages: Messages;
}

/**
 * Checked inside every movement's transaction after the player's accounts are locked and before anything is
 * written; throws an HttpError to refuse the movement (the safer-gambling limits, decision 024).
 */
export type MovementGuard = (tx: Database, movement: GuardedMovement) => Promise<void>;

export interface Outcome<T> {
  result: T;
  /** True when this answers a retry with the first result. */
  replayed: boolean;
}

function playerAccounts(rows: LockedAccount[]): PlayerAccounts {
  const wallet = rows.find((row) => row.kind === 'wallet');
  const held = rows.find((row) => row.kind === 'held');
  if (!wallet || !held) throw new Error('the player has no ledger accounts');
  return { wallet, held };
}

export type TransactionRunner = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/**
 * Database transactions for the ledger. PostgreSQL's row locks order concurrent movements of one player; PGlite
 * is a single connection, so its transactions go through a queue, one at a time, in arrival order.
 */
export function transactionRunner(db: Database, kind: 'pglite' | 'postgres'): TransactionRunner {
  if (kind === 'postgres') return (work) => db.transaction((tx) => work(tx));
  const queue = new Mutex();
  return (work) => queue.run(() => db.transaction((tx) => work(tx)));
}

/** Runs ledger work inside a transaction that is already open (the seed's). */
export const withinTransaction =
  (tx: Database): TransactionRunner =>
  (work) =>
    work(tx);

/** The balance of a player's account after the legs of a movement. */
const after = (account: LockedAccount, legs: Leg[]) =>
  legs.reduce((balance, leg) => (leg.accountId === account.id ? balance + leg.amount : balance), account.balance);

/** What the legs of a movement take from and pay into the player's wallet. */
function walletFlows(wallet: LockedAccount, legs: Leg[]) {
  let walletOut = 0;
  let walletIn = 0;
  for (const leg of legs) {
    if (leg.accountId !== wallet.id) continue;
    if (leg.amount < 0) walletOut -= leg.amount;
    else walletIn += leg.amount;
  }
  return { walletOut, walletIn };
}

/**
 * The double-entry ledger (design §8): every movement is one database transaction that locks the player's
 * accounts, checks the idempotency key, writes a transaction with entries summing to zero, and updates the
 * player's balances, all committed before the caller answers. Once a transaction committed, its notices (every
 * new movement, and what callers queued with `notify`) go to the listeners (the hub's pushes).
 */
export class Ledger {
  readonly #houses = new Map<string, number>();
  readonly #afterCommit = new AfterCommit();
  readonly #runner: TransactionRunner;
  readonly #guards: MovementGuard[] = [];

  /** `runner` runs work in one database transaction (see `transactionRunner`). */
  constructor(
    runner: TransactionRunner,
    readonly clock: Clock,
  ) {
    this.#runner = runner;
  }

  /** Runs work in one database transaction; notices queued in it are delivered after it committed. */
  readonly transaction: TransactionRunner = (work) => this.#afterCommit.around(this.#runner, work);

  /** Queues a notice for the listeners, delivered only if the transaction `tx` commits. */
  notify(tx: Database, notice: LedgerNotice): void {
    this.#afterCommit.queue(tx, notice);
  }

  /** Hears every committed notice; `onError` gets what the listener throws (the movement stands regardless). */
  onCommitted(listener: LedgerListener, onError: (error: unknown) => void): void {
    this.#afterCommit.listen(listener, onError);
  }

  /** Adds a check every movement must pass before it is written. */
  guardMovements(guard: MovementGuard): void {
    this.#guards.push(guard);
  }

  /**
   * Runs the guards ahead of a movement, outside its transaction: an early answer for a request that must wait
   * before it moves money (an in-play bet's delay). The movement itself is checked again when it runs.
   */
  async precheck(db: Database, movement: GuardedMovement): Promise<void> {
    for (const guard of this.#guards) await guard(db, movement);
  }

  /** A house account as a leg end (its id never changes, so it is cached once committed). */
  async house(tx: Database, kind: LedgerAccountKind, currencyCode: string): Promise<LegEnd> {
    const key = `${kind}:${currencyCode}`;
    let accountId = this.#houses.get(key);
    if (accountId === undefined) {
      const house = await houseAccountId(tx, kind, currencyCode);
      accountId = house.id;
      // A row created in this transaction may still be rolled back: only a committed one is remembered.
      if (!house.created) this.#houses.set(key, accountId);
    }
    return { accountId, tracked: false };
  }

  /** Performs a money movement exactly once per idempotency key. */
  async run<T>(operation: MoneyOperation<T>): Promise<Outcome<T>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transaction((tx) => this.#run(tx, operation));
      } catch (error) {
        const code = pgErrorCode(error);
        // Two requests with one key at once: the later one read the key before the first committed. Once more,
        // and it finds the first one's result.
        if (code === UNIQUE_VIOLATION && attempt === 1) continue;
        if (code === UNIQUE_VIOLATION) throw new HttpError(409, operation.messages.t('wallet.inProgress'));
        // The database's CHECK has the last word on a negative balance.
        if (code === CHECK_VIOLATION) throw new HttpError(422, operation.messages.t('wallet.refused'));
        throw error;
      }
    }
  }

  async #run<T>(tx: Database, operation: MoneyOperation<T>): Promise<Outcome<T>> {
    await operation.before?.(tx);
    const { userId, kind, idempotencyKey, requestHash } = operation;
    const lock = await lockForMovement(tx, userId, kind, idempotencyKey);
    if (lock.previous) {
      if (lock.previous.requestHash !== requestHash) {
        throw new HttpError(409, operation.messages.t('wallet.idempotencyConflict'));
      }
      return { result: operation.schema.parse(lock.previous.response), replayed: true };
    }
    const accounts = playerAccounts(lock.accounts);
    const plan = await operation.plan(tx, accounts, lock.transactionId);
    const sum = plan.legs.reduce((total, leg) => total + leg.amount, 0);
    if (sum !== 0 || plan.legs.some((leg) => leg.amount === 0 || !Number.isSafeInteger(leg.amount))) {
      throw new Error(`unbalanced ledger transaction (${kind}, sum ${sum})`);
    }
    for (const guard of this.#guards) {
      await guard(tx, { userId, kind, ...walletFlows(accounts.wallet, plan.legs), messages: operation.messages });
    }
    const transaction = { id: lock.transactionId, kind, userId, amount: plan.amount, idempotencyKey, requestHash };
    // The audit entry is written by the same statement (decision 015): no extra round trip on bet placement.
    const movement = { ...transaction, response: plan.result, createdAt: this.clock() };
    await recordMovement(tx, movement, plan.legs, currentRequest());
    await plan.alsoWrite?.(tx);
    this.notify(tx, {
      type: 'movement',
      userId,
      kind,
      transactionId: lock.transactionId,
      wallet: after(accounts.wallet, plan.legs),
      held: after(accounts.held, plan.legs),
    });
    return { result: plan.result, replayed: false };
  }
}
