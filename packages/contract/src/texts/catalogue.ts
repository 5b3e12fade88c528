import { EL } from './el';
import { EN, type TextKey } from './en';

export type { TextKey };

/** The built-in UI texts per language id; the server seeds its text store from them. */
export const TEXT_CATALOGUES: Record<number, Record<TextKey, string>> = { 1: EN, 2: EL };

/** Turns the `{{name}}` placeholders of stored texts into the `{name}` form the client formats (spec §9). */
export function singleBracePlaceholders(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');
}
