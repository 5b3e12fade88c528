import type { TranslateFn } from '#app/lib/i18n/translator.ts';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const shortDayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = map.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    map.set(locale, format);
  }
  return format;
}

/** "18:00" (or "6:00 PM") in the player's language and time zone. */
export function formatKickOff(iso: string, locale: string): string {
  return cached(timeFormats, locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Local midnight of the instant's day, as epoch milliseconds: the key events are grouped by. */
export function localDay(iso: string | number): number {
  const date = new Date(iso);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** "Today", "Tomorrow", else "Saturday 2 May" (short: "Sat 2 May") in the player's language. */
export function dayLabel(t: TranslateFn, day: number, locale: string, now = Date.now(), short = false): string {
  const today = localDay(now);
  if (day === today) return t('Sports.Browse.Today');
  if (day === localDay(new Date(today).setDate(new Date(today).getDate() + 1))) return t('Sports.Browse.Tomorrow');
  if (short) {
    return cached(shortDayFormats, locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(day));
  }
  return cached(dayFormats, locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(day));
}

export interface DayGroup<T> {
  day: number;
  items: T[];
}

/** Items in start order split into local days, keeping their order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDay(item.startsAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** The ISO bounds of a local day, for the events API's `from` / `to`. */
export function dayBounds(day: number): { from: string; to: string } {
  const end = new Date(day);
  end.setDate(end.getDate() + 1);
  return { from: new Date(day).toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}
