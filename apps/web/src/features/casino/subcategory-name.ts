import type { TranslateFn } from '#app/lib/i18n/translator.ts';

/**
 * A subcategory's name: its text `Casino.Sub.<key>` where the catalogue has one, else the slug made readable
 * (`ancient-egypt` → `Ancient egypt`), since the catalogue sends keys, not names.
 */
export function subcategoryName(t: TranslateFn, key: string): string {
  const textKey = `Casino.Sub.${key}`;
  const text = t(textKey);
  if (text !== textKey) return text;
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
