/**
 * Money as players read it, from integer minor units (every currency here has two decimals, the wallet's rule). One
 * function for the web, the game frame and the server's messages, without zod: the web formats the header's balance
 * in its first load. Typed amounts are `amount.ts`.
 */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money from integer minor units (`123450` → `€1,234.50` in en-us, `1.234,50 €` in el-gr; a demo session's `FUN`
 * credits → `FUN 1,234.50`). `short` drops ",00" from whole amounts (quick-amount chips: "€10"). Formats are
 * cached: the header formats the balance on every change.
 */
export function formatMoney(minorUnits: number, currencyCode: string, locale: string, short = false): string {
  // No cents on a whole short amount; otherwise the currency's own (undefined leaves Intl's default).
  const digits = short && minorUnits % 100 === 0 ? 0 : undefined;
  const key = `${locale}|${currencyCode}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(minorUnits / 100);
}
