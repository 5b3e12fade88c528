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

/** Currencies of markets that write dates day first and the time on a 24-hour clock. */
const DAY_FIRST_CURRENCIES = new Set(['EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN']);

/**
 * The locale dates, times and numbers are formatted in: the language as the brand's market writes it. Greek on a
 * 24-hour clock (CLDR's Greek default is 12-hour with π.μ./μ.μ., which Greek books do not use); English as in Britain
 * (12 May 2026, 14:05, dd/mm/yyyy) on European-currency brands, as in the US elsewhere.
 */
export function formattingLocale(languageId: number, currencyCode: string): string {
  if (languageId === GREEK_LANGUAGE_ID) return 'el-GR-u-hc-h23';
  return DAY_FIRST_CURRENCIES.has(currencyCode) ? 'en-GB' : 'en-US';
}
