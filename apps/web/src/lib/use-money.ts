import { formatMoney } from '@playline/contract/money';
import { useCallback } from 'react';
import { useClientStore } from './client-store-context';

/** Formats minor units in the current language's locale, e.g. `money(1250, 'EUR')` → `€12.50` / `12,50 €`. */
export function useMoney(): (minorUnits: number, currencyCode: string, short?: boolean) => string {
  const locale = useClientStore((state) => state.language.locale);
  return useCallback(
    (minorUnits, currencyCode, short) => formatMoney(minorUnits, currencyCode, locale, short),
    [locale],
  );
}
