import { describe, expect, it } from 'vitest';
import { checkCashAmount } from './amount';

describe('checkCashAmount', () => {
  it('reads "," or "." decimals into minor units', () => {
    expect(checkCashAmount('20')).toEqual({ ok: true, amount: 2000 });
    expect(checkCashAmount('12,5')).toEqual({ ok: true, amount: 1250 });
    expect(checkCashAmount(' 0.01 ')).toEqual({ ok: true, amount: 1 });
    expect(checkCashAmount('10000')).toEqual({ ok: true, amount: 1_000_000 });
  });

  it('refuses malformed text', () => {
    for (const text of ['', 'abc', '1.005', '-5', '1,000.00']) {
      expect(checkCashAmount(text), text).toEqual({ ok: false, key: 'Wallet.AmountInvalid' });
    }
  });

  it('names the broken limit: at least 0.01, at most 10,000.00', () => {
    expect(checkCashAmount('0')).toEqual({ ok: false, key: 'Wallet.AmountMin', limit: 1 });
    expect(checkCashAmount('10000,01')).toEqual({ ok: false, key: 'Wallet.AmountMax', limit: 1_000_000 });
  });
});
