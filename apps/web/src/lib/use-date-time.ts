import { useCallback } from 'react';
import { useClientStore } from './client-store-context';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "12 May 2026, 14:05" in the player's language, from an ISO 8601 string. */
export function formatDateTime(iso: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
}

export function useDateTime(): (iso: string) => string {
  const locale = useClientStore((state) => state.language.locale);
  return useCallback((iso) => formatDateTime(iso, locale), [locale]);
}
