import { describe, expect, it } from 'vitest';
import { TABLES, tableById } from './tables';

describe('live table definitions', () => {
  it('have unique ids and leave time after betting closes', () => {
    const ids = TABLES.map((table) => table.tableId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const table of TABLES) {
      expect(table.bettingMs).toBeGreaterThan(0);
      expect(table.bettingMs).toBeLessThan(table.roundMs);
    }
  });

  it('give live blackjack a decision phase of at least 20 seconds', () => {
    const blackjack = TABLES.filter((table) => table.engine === 'live-blackjack');
    expect(blackjack.length).toBeGreaterThan(0);
    for (const table of blackjack) expect(table.roundMs - table.bettingMs).toBeGreaterThanOrEqual(20_000);
  });

  it('find a table by id', () => {
    expect(tableById(1)?.engine).toBe('live-roulette');
    expect(tableById(999)).toBeUndefined();
  });
});
