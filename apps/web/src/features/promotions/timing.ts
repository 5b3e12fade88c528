import type { PromotionSummary } from '@playline/contract/promotions';

/** What a card or the page says about a promotion's dates. */
export type Timing =
  | { kind: 'starts'; startsAt: Date }
  | { kind: 'endsToday' }
  | { kind: 'endsTomorrow' }
  | { kind: 'endsInDays'; days: number };

const DAY_MS = 24 * 3600_000;

/** Midnight of the day `date` falls on, in the browser's time zone, as a day count (DST-safe through UTC). */
const localDay = (date: Date) => Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

/**
 * Upcoming promotions say when they start; running ones how many calendar days are left ("ends tomorrow" means
 * the last day is tomorrow, however many hours that is).
 */
export function timingOf(promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>, now: Date): Timing {
  const startsAt = new Date(promotion.startsAt);
  if (startsAt > now) return { kind: 'starts', startsAt };
  const days = localDay(new Date(promotion.endsAt)) - localDay(now);
  if (days <= 0) return { kind: 'endsToday' };
  if (days === 1) return { kind: 'endsTomorrow' };
  return { kind: 'endsInDays', days };
}

export const isUpcoming = (promotion: Pick<PromotionSummary, 'startsAt'>, now: Date) =>
  new Date(promotion.startsAt) > now;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "14 May" / "14 Μαΐ" in the player's language. */
export function formatDay(date: Date, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}
