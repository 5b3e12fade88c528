import { describe, expect, it } from 'vitest';
import { afterLogin, isSafeReturnUrl, pageReturnUrl } from './redirect';

const answer = (isAuthenticated: boolean, shouldRedirect = false, returnUrl: string | null = null) => ({
  isAuthenticated,
  shouldRedirect,
  returnUrl,
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('after the login answer (spec §4)', () => {
  it("goes to the answer's returnUrl when it asks for a redirect, authenticated or not", () => {
    expect(afterLogin(answer(true, true, '/user-account/deposit'), at('/casino'))).toEqual({
      kind: 'navigate',
      to: '/user-account/deposit',
    });
    expect(afterLogin(answer(false, true, '/help'), at('/casino'))).toEqual({ kind: 'navigate', to: '/help' });
  });

  it('otherwise goes to the returnUrl query parameter, keeping an optional modal query', () => {
    expect(afterLogin(answer(true), at('/login', '?returnUrl=%2Fuser-account%2Fwithdraw'))).toEqual({
      kind: 'navigate',
      to: '/user-account/withdraw',
    });
    expect(afterLogin(answer(true), at('/casino', '?returnUrl=/user-account/deposit&modal=deposit'))).toEqual({
      kind: 'navigate',
      to: '/user-account/deposit?modal=deposit',
    });
  });

  it('otherwise reloads the page, or goes home from the login route', () => {
    expect(afterLogin(answer(true), at('/casino'))).toEqual({ kind: 'reload' });
    expect(afterLogin(answer(true), at('/login'))).toEqual({ kind: 'navigate', to: '/' });
  });

  it('stays when not authenticated and no redirect is asked for', () => {
    expect(afterLogin(answer(false), at('/login', '?returnUrl=/user-account'))).toEqual({ kind: 'stay' });
  });

  it('never follows a returnUrl to another site', () => {
    for (const url of ['https://evil.example/', '//evil.example', '/\\evil.example', 'user-account']) {
      expect(isSafeReturnUrl(url)).toBe(false);
    }
    expect(afterLogin(answer(true, true, '//evil.example'), at('/login'))).toEqual({ kind: 'navigate', to: '/' });
    expect(pageReturnUrl('?returnUrl=https://evil.example')).toBeNull();
  });
});
