import { describe, expect, it } from 'vitest';
import { checkLimits, formatDuration } from './limits-rules';

describe('mandatory limits rules', () => {
  it('need an amount from 1.00 to 1,000,000.00 and a time limit from the list', () => {
    expect(checkLimits({ period: 'month', amount: '250,5', timeLimit: '3600' })).toEqual({
      ok: true,
      request: { amount: 25_050, period: 'month', timeLimitSeconds: 3600 },
    });
    expect(checkLimits({ period: 'day', amount: '0.99', timeLimit: '' })).toEqual({
      ok: false,
      amount: true,
      timeLimit: true,
    });
    expect(checkLimits({ period: 'day', amount: '1000000.01', timeLimit: '60' })).toEqual({
      ok: false,
      amount: true,
      timeLimit: true,
    });
    expect(checkLimits({ period: 'week', amount: '1000000', timeLimit: '86400' }).ok).toBe(true);
  });

  it('name durations in the reader’s language', () => {
    expect(formatDuration(1800, 'en-GB')).toBe('30 minutes');
    expect(formatDuration(7200, 'el-GR')).toBe('2 ώρες');
  });
});
