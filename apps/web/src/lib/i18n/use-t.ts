import { useMemo } from 'react';
import { useClientStore } from '../client-store-context';
import { createTranslator, type TranslateFn } from './translator';

/** `t(key, params)` in the current language; re-renders when the language or the texts change. */
export function useT(): TranslateFn {
  const languageId = useClientStore((state) => state.language.id);
  const bulk = useClientStore((state) => state.bulk);
  return useMemo(() => createTranslator(bulk, languageId), [bulk, languageId]);
}
