import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('login returnUrl: only same-site relative paths', () => {
  it('keeps relative paths with query and hash', () => {
    expect(safeReturnUrl('/user-account/deposit')).toBe('/user-account/deposit');
    expect(safeReturnUrl(' /casino?modal=login#top ')).toBe('/casino?modal=login#top');
    expect(safeReturnUrl('/')).toBe('/');
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/\t/evil.com',
    '/\n/evil.com',
    'evil.com',
    'user-account',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeReturnUrl(raw)).toBeNull();
  });

  it('refuses absurdly long values', () => {
    expect(safeReturnUrl(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});
