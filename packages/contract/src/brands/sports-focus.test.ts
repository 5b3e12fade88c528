import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_FOCUS, focusCountriesFirst } from './sports-focus';

describe('sports focus', () => {
  const countries = [{ code: 'GB' }, { code: 'ES' }, { code: 'GR' }, { code: 'CY' }, { code: 'IT' }];
  const codes = (items: { code: string }[]) => items.map((item) => item.code);

  it('puts the focus countries first, in the focus order, and keeps the others’ order', () => {
    const focus = { sports: DEFAULT_SPORTS_FOCUS.sports, countries: ['GR', 'CY'] };
    expect(codes(focusCountriesFirst(countries, (item) => item.code, focus))).toEqual(['GR', 'CY', 'GB', 'ES', 'IT']);
  });

  it('leaves a list as it is for a brand without countries', () => {
    expect(codes(focusCountriesFirst(countries, (item) => item.code, DEFAULT_SPORTS_FOCUS))).toEqual(codes(countries));
  });
});
