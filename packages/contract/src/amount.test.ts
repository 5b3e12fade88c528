import { describe, expect, it } from 'vitest';
import { amountInput, parseAmount } from './amount';

describe('typed amounts', () => {
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

  it('writes an amount back the way a player would type it in their language', () => {
    expect(amountInput(1250, 'en-us')).toBe('12.50');
    expect(amountInput(1250, 'el-gr')).toBe('12,50');
    expect(parseAmount(amountInput(98_765, 'el-gr'))).toBe(98_765);
  });
});
