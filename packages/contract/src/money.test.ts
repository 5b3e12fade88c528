import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('formats minor units in the locale and currency, optionally without zero cents', () => {
    expect(formatMoney(100_000, 'EUR', 'en-us')).toBe('€1,000.00');
    expect(formatMoney(123_450, 'EUR', 'el-gr')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1000, 'EUR', 'en-us', true)).toBe('€10');
    expect(formatMoney(1050, 'EUR', 'en-us', true)).toBe('€10.50');
  });

  it("formats a demo session's fun credits with their code", () => {
    expect(formatMoney(123_450, 'FUN', 'en-us')).toBe('FUN\u00a01,234.50');
  });
});
