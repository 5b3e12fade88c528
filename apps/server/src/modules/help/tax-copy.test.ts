import { GREEK_LANGUAGE_ID } from '@playline/contract';
import { GREEK_TAX_BRACKETS, winningsTax } from '@playline/contract/bets-math';
import { describe, expect, it } from 'vitest';
import { TAX_EXAMPLE, taxExampleMarkdown, taxTableMarkdown } from './tax-copy';

describe('tax page figures', () => {
  it('has one table row per bracket of the contract, with its rate', () => {
    const rows = taxTableMarkdown(1).split('\n').slice(2);
    expect(rows).toEqual([
      '| Up to €100.00 | 0% |',
      '| €100.01 – €200.00 | 2.5% |',
      '| €200.01 – €500.00 | 5% |',
      '| Above €500.00 | 7.5% |',
    ]);
    expect(rows).toHaveLength(GREEK_TAX_BRACKETS.length);
    expect(taxTableMarkdown(GREEK_LANGUAGE_ID).replaceAll('\u00a0', ' ')).toContain('| 100,01 € – 200,00 € | 2,5% |');
  });

  it("works the example with the product's own tax function", () => {
    const gross = TAX_EXAMPLE.stake * TAX_EXAMPLE.odds;
    const tax = winningsTax(TAX_EXAMPLE.stake, gross);
    expect(tax).toBe(1_750);
    const example = taxExampleMarkdown(1);
    expect(example).toContain('returns **€550.00**');
    expect(example).toContain('The tax is **€17.50** and you receive **€532.50**.');
    expect(example).toContain('- €300.00 at 5%: €15.00');
    // A slip is taxed as a whole (decision 019): ten €5 singles at 11.00 pay the €50 single's €17.50, not 10 × €0.
    expect(example).toContain('10 singles of €5.00 at 11.00 in one slip pay the same €17.50');
    expect(taxExampleMarkdown(GREEK_LANGUAGE_ID).replaceAll('\u00a0', ' ')).toContain(
      'Ο φόρος είναι **17,50 €** και εισπράττετε **532,50 €**.',
    );
  });
});
