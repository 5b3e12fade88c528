/**
 * Minor units as the player reads them. Currencies here have two decimals (the wallet's rule); a demo session's
 * code may not be an ISO currency, so a format Intl refuses falls back to the plain number and the code.
 */
export function formatMoney(minor: number, currencyCode: string, locale: string): string {
  const major = minor / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(major);
  } catch {
    return `${major.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currencyCode}`;
  }
}

/** A multiplier as shown on the crash screen: two decimals and a times sign. */
export const formatMultiplier = (value: number) => `${value.toFixed(2)}×`;
