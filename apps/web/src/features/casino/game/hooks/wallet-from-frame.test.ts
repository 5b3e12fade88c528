import { describe, expect, it } from 'vitest';
import { walletAfterRound } from './wallet-from-frame';

describe('walletAfterRound', () => {
  it('moves the available balance to what the frame reports and keeps the held part', () => {
    const current = { balance: 120_000, calculatedBalance: 100_000, tax: 0, currencyCode: 'EUR' };
    expect(walletAfterRound(current, 99_250)).toEqual({
      balance: 119_250,
      calculatedBalance: 99_250,
      tax: 0,
      currencyCode: 'EUR',
    });
  });
});
