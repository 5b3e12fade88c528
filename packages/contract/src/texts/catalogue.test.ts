import { describe, expect, it } from 'vitest';
import { TRANSLATION_KEYS } from '../constants';
import { singleBracePlaceholders, TEXT_CATALOGUES } from './catalogue';

describe('text catalogues', () => {
  it('has every English key translated to Greek, with the same placeholders', () => {
    const en = TEXT_CATALOGUES[1]!;
    const el = TEXT_CATALOGUES[2]!;
    for (const [key, english] of Object.entries(en)) {
      const greek = el[key as keyof typeof el];
      expect(greek, key).toBeTruthy();
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(greek), key).toEqual(names(english));
    }
  });

  it('contains the translation keys the spec names', () => {
    for (const key of Object.values(TRANSLATION_KEYS)) expect(TEXT_CATALOGUES[1]).toHaveProperty([key]);
  });

  it('turns double-brace placeholders into single braces', () => {
    expect(singleBracePlaceholders('Client set to {{name}}, {{ count }} left')).toBe(
      'Client set to {name}, {count} left',
    );
    expect(singleBracePlaceholders('{single} stays')).toBe('{single} stays');
  });
});
