import { COUNTRY_CODES } from '@playline/contract/account';

/**
 * The country select's options in the reader's language, alphabetical, with the brand's market country first (GR
 * on the Greek market). Names come from the browser's own `Intl.DisplayNames`.
 */
export function countryOptions(locale: string, marketCountry: string | null): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const all = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  const first = all.filter((option) => option.value === marketCountry);
  return [...first, ...all.filter((option) => option.value !== marketCountry)];
}
