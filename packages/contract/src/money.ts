/**
 * Money as players read and type it, from integer minor units (every currency here has two decimals, the wallet's
 * rule). One module for the web, the game frame and the server's messages, without zod: the web formats the
 * header's balance in its first load.
 */

const formatters = new Map<string, Intl.NumberFormat | null>();

/** The cached formatter, or null when Intl refuses the code (a demo session's fun currency may not be ISO). */
function formatterFor(locale: string, currencyCode: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${locale}|${currencyCode}|${whole}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, ...digits });
    } catch {
      formatter = null;
    }
    // Building a NumberFormat costs far more than using one: the header formats the balance on every change.
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money from integer minor units (`123450` → `€1,234.50` in en-us, `1.234,50 €` in el-gr). `short` drops ",00"
 * from whole amounts (quick-amount chips: "€10"). A code Intl refuses shows as the plain number and the code.
 */
export function formatMoney(minorUnits: number, currencyCode: string, locale: string, short = false): string {
  const whole = short && minorUnits % 100 === 0;
  const major = minorUnits / 100;
  const formatter = formatterFor(locale, currencyCode, whole);
  if (formatter) return formatter.format(major);
  const decimals = whole ? 0 : 2;
  return `${major.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} ${currencyCode}`;
}

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
