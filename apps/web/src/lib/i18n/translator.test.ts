import { describe, expect, it } from 'vitest';
import { createTranslator, formatText, normalizeBulk } from './translator';

const bulk = normalizeBulk({
  1: { 'Common.Dismiss': 'Dismiss', 'Errors.Status': 'Request failed with status code {{status}}.', 'Only.En': 'E' },
  2: { 'Common.Dismiss': 'Απόρριψη', 'Errors.Status': 'Κωδικός {{ status }}.' },
});

describe('translator', () => {
  it('turns double-brace placeholders into single-brace ones on load', () => {
    expect(bulk['1']?.['Errors.Status']).toBe('Request failed with status code {status}.');
    expect(bulk['2']?.['Errors.Status']).toBe('Κωδικός {status}.');
  });

  it('looks a key up in the current language', () => {
    expect(createTranslator(bulk, 2)('Common.Dismiss')).toBe('Απόρριψη');
    expect(createTranslator(bulk, 1)('Common.Dismiss')).toBe('Dismiss');
  });

  it('falls back to English, then to the key itself, silently', () => {
    const t = createTranslator(bulk, 2);
    expect(t('Only.En')).toBe('E');
    expect(t('Missing.Key')).toBe('Missing.Key');
    expect(createTranslator({}, 2)('Common.Ok')).toBe('Common.Ok');
  });

  it('fills {name} parameters and leaves unknown ones alone', () => {
    expect(createTranslator(bulk, 1)('Errors.Status', { status: 503 })).toBe('Request failed with status code 503.');
    expect(formatText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatText('no params {x}')).toBe('no params {x}');
  });
});
