import type { BulkSettings } from '@playline/contract/content';
import { DEFAULT_LANGUAGE_ID } from '@playline/contract/languages';
import { singleBracePlaceholders, type TextKey } from '@playline/contract/texts';

export type TextParams = Record<string, string | number>;
/** Keys are typed by the English catalogue; dynamic keys (e.g. a nav item's label) are accepted as strings. */
export type TranslateFn = (key: TextKey | (string & {}), params?: TextParams) => string;

/** Fills `{name}` placeholders; unknown names stay as written. */
export function formatText(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Applies the spec's `{{name}}` → `{name}` conversion to every text once, on load. */
export function normalizeBulk(bulk: BulkSettings): BulkSettings {
  const result: BulkSettings = {};
  for (const [languageId, texts] of Object.entries(bulk)) {
    const converted: Record<string, string> = {};
    for (const [key, text] of Object.entries(texts)) converted[key] = singleBracePlaceholders(text);
    result[languageId] = converted;
  }
  return result;
}

/** The text in `languageId`, else English, else the key itself: missing translations are silent (spec §8). */
export function translate(bulk: BulkSettings, languageId: number, key: string, params?: TextParams): string {
  const text = bulk[String(languageId)]?.[key] ?? bulk[String(DEFAULT_LANGUAGE_ID)]?.[key] ?? key;
  return formatText(text, params);
}

export function createTranslator(bulk: BulkSettings, languageId: number): TranslateFn {
  return (key, params) => translate(bulk, languageId, key, params);
}
