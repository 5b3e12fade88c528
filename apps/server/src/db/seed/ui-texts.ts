import { TEXT_CATALOGUES } from '@playline/contract';
import { GLOBAL_BRAND } from '../schema';
import { type Bilingual, bilingualRows } from './brands';
import type { TextRow } from './seo-texts';

/** Every UI text of the contract's catalogues, for every brand (`*`). */
export function uiTextRows(): TextRow[] {
  return Object.entries(TEXT_CATALOGUES).flatMap(([languageId, texts]) =>
    Object.entries(texts).map(([key, body]) => ({ brandKey: GLOBAL_BRAND, languageId: Number(languageId), key, body })),
  );
}

/** A brand may word a UI text its own way; its row overrides the global one in the bulk settings. */
const BRAND_OVERRIDES: Record<string, Record<string, Bilingual>> = {
  hellas: {
    'Home.Subtitle': {
      en: 'Greek football, Euroleague nights and live tables, all in one place.',
      el: 'Ελληνικό ποδόσφαιρο, βραδιές Euroleague και live τραπέζια, όλα σε ένα μέρος.',
    },
  },
  kickoff: {
    'Home.Subtitle': {
      en: 'Football first. Pick a match and make your call.',
      el: 'Πρώτα το ποδόσφαιρο. Διαλέξτε αγώνα και κάντε την πρόβλεψή σας.',
    },
  },
};

export function brandTextRows(): TextRow[] {
  return Object.entries(BRAND_OVERRIDES).flatMap(([brandKey, texts]) =>
    Object.entries(texts).flatMap(([key, copy]) =>
      bilingualRows(copy, (languageId, body) => ({ brandKey, languageId, key, body })),
    ),
  );
}
