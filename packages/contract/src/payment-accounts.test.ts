import { describe, expect, it } from 'vitest';
import { accountProblem, cardProblem, ibanProblem, maskAccount } from './payment-accounts';

describe('payment accounts', () => {
  it('checks IBANs by country length and the mod-97 check digits', () => {
    expect(ibanProblem('GR16 0110 1250 0000 0001 2300 695')).toBeNull();
    expect(ibanProblem('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanProblem('GB29NWBK60161331926819')).toBeNull();
    expect(ibanProblem('GB29NWBK60161331926818')).toBe('ibanChecksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0')).toBe('ibanLength');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('ibanCountry');
    expect(ibanProblem('1234')).toBe('ibanFormat');
  });

  it("checks card numbers with Luhn's check", () => {
    expect(cardProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardProblem('4242-4242-4242-4243')).toBe('cardChecksum');
    expect(cardProblem('4242 abcd')).toBe('cardFormat');
    expect(accountProblem('ewallet', ' me@example.com ')).toBeNull();
    expect(accountProblem('ewallet', 'me@')).toBe('ewalletFormat');
  });

  it('masks every account so that no whole number is shown', () => {
    expect(maskAccount('card', '4242 4242 4242 4242')).toBe('•••• 4242');
    expect(maskAccount('bank_transfer', 'gr16 0110 1250 0000 0001 2300 695')).toBe('GR16 •••• 0695');
    expect(maskAccount('ewallet', 'Maria@Example.com')).toBe('ma•••@example.com');
  });
});
