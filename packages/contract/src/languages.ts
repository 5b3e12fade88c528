/** The interface languages; id 1 (en-us) is the default and id 2 is Greek (spec §3, §9). */
export const LANGUAGES = [
  { id: 1, locale: 'en-us', htmlLang: 'en', name: 'English' },
  { id: 2, locale: 'el-gr', htmlLang: 'el', name: 'Ελληνικά' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];

export const DEFAULT_LANGUAGE_ID: LanguageId = 1;
export const DEFAULT_LOCALE = 'en-us';
export const GREEK_LANGUAGE_ID: LanguageId = 2;

export function isLanguageId(value: unknown): value is LanguageId {
  return LANGUAGES.some((language) => language.id === value);
}

export function languageById(id: number): Language {
  return LANGUAGES.find((language) => language.id === id) ?? LANGUAGES[0];
}
