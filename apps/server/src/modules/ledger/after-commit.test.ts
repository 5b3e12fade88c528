import { describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.ts';
import { AfterCommit, type LedgerNotice } from './after-commit';

/** A stand-in transaction runner: `commit` decides whether the work's transaction commits. */
const runner =
  (commit: boolean) =>
  async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await work({} as Database);
    if (!commit) throw new Error('rolled back');
    return result;
  };

const settled = (betId: number): LedgerNotice => ({
  type: 'bet_settled',
  userId: 7,
  betId,
  status: 'won',
  payout: 100,
});

describe('after-commit notices', () => {
  it('reach every listener once the transaction committed, in the order they were queued', async () => {
    const hooks = new AfterCommit();
    const heard: string[] = [];
    hooks.listen(
      (notice) => heard.push(`a${(notice as { betId: number }).betId}`),
      () => undefined,
    );
    hooks.listen(
      (notice) => heard.push(`b${(notice as { betId: number }).betId}`),
      () => undefined,
    );
    const result = await hooks.around(runner(true), async (tx) => {
      hooks.queue(tx, settled(1));
      hooks.queue(tx, settled(2));
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(heard).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('are dropped when the transaction rolls back', async () => {
    const hooks = new AfterCommit();
    const heard: LedgerNotice[] = [];
    hooks.listen(
      (notice) => heard.push(notice),
      () => undefined,
    );
    await expect(hooks.around(runner(false), async (tx) => hooks.queue(tx, settled(1)))).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });

  it('survive a listener that throws: its error goes to its handler, the others still hear, the work succeeds', async () => {
    const hooks = new AfterCommit();
    const errors: unknown[] = [];
    const heard: LedgerNotice[] = [];
    hooks.listen(
      () => {
        throw new Error('hub down');
      },
      (error) => errors.push(error),
    );
    hooks.listen(
      (notice) => heard.push(notice),
      () => undefined,
    );
    await expect(hooks.around(runner(true), async (tx) => hooks.queue(tx, settled(3)))).resolves.toBeUndefined();
    expect(errors).toEqual([new Error('hub down')]);
    expect(heard).toEqual([settled(3)]);
  });

  it('queue into the outer transaction when work is nested in it, and refuse a transaction they do not run', async () => {
    const hooks = new AfterCommit();
    const heard: LedgerNotice[] = [];
    hooks.listen(
      (notice) => heard.push(notice),
      () => undefined,
    );
    const tx = {} as Database;
    const same = async <T>(work: (inner: Database) => Promise<T>) => work(tx);
    await hooks.around(same, async () => {
      await hooks.around(same, async (inner) => hooks.queue(inner, settled(4)));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([settled(4)]);
    expect(() => hooks.queue({} as Database, settled(5))).toThrow();
  });
});
