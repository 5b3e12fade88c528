import { XSRF_COOKIE, XSRF_COOKIE_SECURE } from '@playline/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readXsrfToken } from './cookies';

/** The page's cookies as the browser would show them (a `__Host-` cookie cannot be set over jsdom's plain HTTP). */
const cookiesAre = (value: string) => vi.spyOn(document, 'cookie', 'get').mockReturnValue(value);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readXsrfToken', () => {
  it('reads the development cookie', () => {
    cookiesAre(`lang=en; ${XSRF_COOKIE}=dev-token`);
    expect(readXsrfToken()).toBe('dev-token');
  });

  it('prefers the production __Host- cookie over a plain one a sibling subdomain could have planted', () => {
    cookiesAre(`${XSRF_COOKIE}=planted; ${XSRF_COOKIE_SECURE}=issued`);
    expect(readXsrfToken()).toBe('issued');
  });

  it('answers undefined without either', () => {
    cookiesAre('lang=en');
    expect(readXsrfToken()).toBeUndefined();
  });
});
