/** Typed dates in the order the formatting locale writes them (dd/mm/yyyy, or mm/dd/yyyy in the US). */
export type DatePart = 'day' | 'month' | 'year';

const orders = new Map<string, DatePart[]>();

/** The order of day, month and year in `locale`, read from Intl once per locale. */
export function datePartOrder(locale: string): DatePart[] {
  let order = orders.get(locale);
  if (!order) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(2001, 10, 22))
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    order = parts.length === 3 ? parts : ['day', 'month', 'year'];
    orders.set(locale, order);
  }
  return order;
}

const WIDTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isIsoDate = (value: string): boolean => ISO.test(value) && isoOf(value) === value;

/** A real calendar day as YYYY-MM-DD, or null (31/02 is not a day). */
function isoOf(value: string): string | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? value : null;
}

/** `1990-04-12` as the locale writes it: `12/04/1990`. */
export function isoToText(iso: string, order: DatePart[]): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const parts: Record<DatePart, string> = { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
  return order.map((part) => parts[part]).join('/');
}

/**
 * What the player typed, re-masked: digits only, a slash after each complete part (so `12041990` reads
 * `12/04/1990`). A pasted ISO date is taken as such. Deleting a slash deletes the digit before it.
 */
export function maskDateText(typed: string, order: DatePart[], previous = ''): string {
  const trimmed = typed.trim();
  if (ISO.test(trimmed)) return isoToText(trimmed, order);
  let digits = trimmed.replace(/\D/g, '');
  if (typed.length < previous.length && previous.endsWith('/') && !typed.endsWith('/')) digits = digits.slice(0, -1);
  digits = digits.slice(0, 8);
  let text = '';
  for (const part of order) {
    const width = WIDTH[part];
    const piece = digits.slice(0, width);
    digits = digits.slice(width);
    text += piece;
    if (piece.length < width) break;
    if (part !== order[2]) text += '/';
  }
  return text;
}

/** The typed text as YYYY-MM-DD when it is a complete real day, else null. */
export function textToIso(text: string, order: DatePart[]): string | null {
  const pieces = text.split('/');
  if (pieces.length !== 3) return null;
  const parts = Object.fromEntries(order.map((part, index) => [part, pieces[index] ?? ''])) as Record<DatePart, string>;
  if (parts.day.length !== 2 || parts.month.length !== 2 || parts.year.length !== 4) return null;
  return isoOf(`${parts.year}-${parts.month}-${parts.day}`);
}

/** A filter takes a date once it is complete, or none: a half-typed day never reaches a query. */
export const isDateOrEmpty = (value: string): boolean => value === '' || isIsoDate(value);
