import type { ChatMessage } from '@playline/contract/chat';

export interface DayGroup<T> {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  items: T[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Items in the order given, cut into runs of one local day each. */
export function groupByDay<T extends Pick<ChatMessage, 'createdAt'>>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.createdAt));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** "Today", "Yesterday" or the date in the player's language (with the year only when it is not this year's). */
export function dayLabel(day: string, now: Date, locale: string, words: { today: string; yesterday: string }): string {
  if (day === localDay(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return words.yesterday;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = new Date(year, month - 1, date);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(moment);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:05" in the formatting locale (24-hour on every brand that books in euros). */
export function timeOf(iso: string, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A list's time stamp: the time for today's messages, else the short date. */
export function whenShort(iso: string, now: Date, locale: string): string {
  const moment = new Date(iso);
  if (localDay(moment) === localDay(now)) return timeOf(iso, locale);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(moment);
}
