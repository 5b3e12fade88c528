import { languageById } from '@playline/contract/languages';
import { useEffect, useRef } from 'react';
import { useClientStore } from '../client-store-context';
import { useBulkSettings } from './bulk-query';

/** Keeps `<html lang>` on the current language and copies refreshed texts from the bulk query into the store. */
export function useI18nSync(siteId: number): void {
  const languageId = useClientStore((state) => state.language.id);
  const setBulk = useClientStore((state) => state.setBulk);
  const { data } = useBulkSettings(siteId);
  // The store already holds the boot texts the cache was seeded with; only later refreshes need copying.
  const applied = useRef(data);

  useEffect(() => {
    document.documentElement.lang = languageById(languageId).htmlLang;
  }, [languageId]);

  useEffect(() => {
    if (data && data !== applied.current) {
      applied.current = data;
      setBulk(data);
    }
  }, [data, setBulk]);
}
