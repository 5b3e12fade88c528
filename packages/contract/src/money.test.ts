import { describe, expect, it } from 'vitest';
import { amountInput, formatMoney, parseAmount } from './money';

describe('money', () => {
  it('parses an amount typed with "," or "." into integer minor units', () => {
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount(' 0,07 ')).toBe(7);
    expect(parseAmount('12,')).toBe(1200);
  });

  it('refuses a third decimal, thousands separators, signs and empty input', () => {
    expect(parseAmount('1,005')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('1.000,00')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });

  it('formats minor units in the locale and currency, optionally without zero cents', () => {
    expect(formatMoney(100_000, 'EUR', 'en-us')).toBe('€1,000.00');
    expect(formatMoney(123_450, 'EUR', 'el-gr')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1000, 'EUR', 'en-us', true)).toBe('€10');
    expect(formatMoney(1050, 'EUR', 'en-us', true)).toBe('€10.50');
  });

  it("shows a code Intl refuses (a demo session's fun credits) as the plain number and the code", () => {
    expect(formatMoney(123_450, 'DEMO', 'en-us')).toBe('1,234.50 DEMO');
    expect(formatMoney(123_450, 'DEMO', 'el-gr')).toBe('1.234,50 DEMO');
    expect(formatMoney(1000, 'DEMO', 'en-us', true)).toBe('10 DEMO');
  });

  it('writes an amount back the way a player would type it in their language', () => {
    expect(amountInput(1250, 'en-us')).toBe('12.50');
    expect(amountInput(1250, 'el-gr')).toBe('12,50');
    expect(parseAmount(amountInput(98_765, 'el-gr'))).toBe(98_765);
  });
});
