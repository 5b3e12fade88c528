import type { MoneyLimit } from '@playline/contract/safer-gambling';
import { describe, expect, it } from 'vitest';
import { limitsNearlyUsed, warningKey } from './limit-warnings';

const limit = (over: Partial<MoneyLimit>): MoneyLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: 10_000,
  used: 0,
  remaining: 10_000,
  resetsAt: null,
  percentUsed: 0,
  pending: null,
  ...over,
});

describe('limit warnings', () => {
  it('warns from the warning share on, most used first, never for a limit not in force', () => {
    const limits = [
      limit({ period: 'day', percentUsed: 79 }),
      limit({ period: 'week', percentUsed: 80 }),
      limit({ kind: 'loss', period: 'month', percentUsed: 100 }),
      limit({ kind: 'wager', amount: null, percentUsed: 95 }),
    ];
    const near = limitsNearlyUsed({ limits, warningPercent: 80 });
    expect(near.map((item) => `${item.kind}:${item.period}`)).toEqual(['loss:month', 'deposit:week']);
  });

  it('gives a new key once another limit or the full limit is reached', () => {
    const near = [limit({ percentUsed: 85 })];
    expect(warningKey(near)).toBe('deposit:day:near');
    expect(warningKey([limit({ percentUsed: 100 })])).not.toBe(warningKey(near));
  });
});
