/**
 * Amounts as players type them, in integer minor units (every currency here has two decimals, the wallet's rule):
 * the stake, deposit, withdrawal, limit and cash-desk fields all read and write them this way.
 */

/** At most nine whole digits (below 10 million in major units: far above any limit), then "," or "." and two decimals. */
const AMOUNT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/**
 * A typed amount in minor units: "12,5" and "12.50" are 1250, "12" is 1200. Null for anything else, including a
 * third decimal ("1.005"), thousands separators, signs and empty input.
 */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** The minor units as the amount a player would type in their language ("12.50" / "12,50"). */
export function amountInput(minorUnits: number, locale: string): string {
  const text = (minorUnits / 100).toFixed(2);
  return locale.startsWith('el') ? text.replace('.', ',') : text;
}
