import { describe, expect, it } from 'vitest';
import { datePartOrder, isIsoDate, isoToText, maskDateText, textToIso } from './date-text';

const dayFirst = datePartOrder('en-GB');

describe('typed dates', () => {
  it('writes day first in Greek and British English, month first in US English', () => {
    expect(datePartOrder('el-GR-u-hc-h23')).toEqual(['day', 'month', 'year']);
    expect(dayFirst).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
  });

  it('puts the slashes in as digits are typed, and takes a pasted ISO date', () => {
    expect(maskDateText('1', dayFirst)).toBe('1');
    expect(maskDateText('12', dayFirst)).toBe('12/');
    expect(maskDateText('12/04', dayFirst)).toBe('12/04/');
    expect(maskDateText('12041990', dayFirst)).toBe('12/04/1990');
    expect(maskDateText('12.04.1990xx9', dayFirst)).toBe('12/04/1990');
    expect(maskDateText('1990-04-12', dayFirst)).toBe('12/04/1990');
  });

  it('deletes the digit before a slash on backspace instead of putting the slash back', () => {
    expect(maskDateText('12/04', dayFirst, '12/04/')).toBe('12/0');
  });

  it('reads only complete real days', () => {
    expect(textToIso('12/04/1990', dayFirst)).toBe('1990-04-12');
    expect(textToIso('04/12/1990', datePartOrder('en-US'))).toBe('1990-04-12');
    expect(textToIso('31/02/1990', dayFirst)).toBeNull();
    expect(textToIso('12/04/199', dayFirst)).toBeNull();
    expect(isIsoDate('1990-02-29')).toBe(false);
    expect(isIsoDate('1992-02-29')).toBe(true);
    expect(isoToText('1990-04-12', dayFirst)).toBe('12/04/1990');
  });
});
