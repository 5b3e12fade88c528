import { EL } from './el';
import { EN, type TextKey } from './en';

export type { TextKey };

/** The built-in UI texts per language id; the server seeds its text store from them. */
export const TEXT_CATALOGUES: Record<number, Record<TextKey, string>> = { 1: EN, 2: EL };

/**
 * Brands that word a UI text their own way: brand key → language id → text. The server seeds them as the brand's
 * own rows, which win over the catalogue in its bulk settings; the prerendered home page (decision 006) uses them
 * too, so both draw the same words.
 */
export const BRAND_TEXTS: Record<string, Record<number, Partial<Record<TextKey, string>>>> = {
  hellas: {
    1: { 'Home.Subtitle': 'Greek football, Euroleague nights and live tables, all in one place.' },
    2: { 'Home.Subtitle': 'Ελληνικό ποδόσφαιρο, βραδιές Euroleague και live τραπέζια, όλα σε ένα μέρος.' },
  },
  kickoff: {
    1: { 'Home.Subtitle': 'Football first. Pick a match and make your call.' },
    2: { 'Home.Subtitle': 'Πρώτα το ποδόσφαιρο. Διαλέξτε αγώνα και κάντε την πρόβλεψή σας.' },
  },
};

/** A brand's UI texts as seeded, per language id: the catalogues with the brand's own wording over them. */
export function seededTexts(brandKey: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(TEXT_CATALOGUES).map(([languageId, texts]) => [
      languageId,
      { ...texts, ...BRAND_TEXTS[brandKey]?.[Number(languageId)] },
    ]),
  );
}

/** Turns the `{{name}}` placeholders of stored texts into the `{name}` form the client formats (spec §9). */
export function singleBracePlaceholders(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');
}
