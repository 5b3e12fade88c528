import { BRAND_TEXTS, TEXT_CATALOGUES } from '@playline/contract';
import { GLOBAL_BRAND } from '../schema';
import type { TextRow } from './seo-texts';

/** Every UI text of the contract's catalogues, for every brand (`*`). */
export function uiTextRows(): TextRow[] {
  return Object.entries(TEXT_CATALOGUES).flatMap(([languageId, texts]) =>
    Object.entries(texts).map(([key, body]) => ({ brandKey: GLOBAL_BRAND, languageId: Number(languageId), key, body })),
  );
}

/** A brand may word a UI text its own way (contract `BRAND_TEXTS`); its row overrides the global one in the bulk. */
export function brandTextRows(): TextRow[] {
  return Object.entries(BRAND_TEXTS).flatMap(([brandKey, languages]) =>
    Object.entries(languages).flatMap(([languageId, texts]) =>
      Object.entries(texts).flatMap(([key, body]) =>
        body === undefined ? [] : [{ brandKey, languageId: Number(languageId), key, body }],
      ),
    ),
  );
}
