import { STORAGE_KEYS } from '@playline/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, track } from './analytics';
import { saveCookieConsent } from './consent';

describe('analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
    localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    configureAnalytics({ requiresConsent: false });
  });

  it('creates the data layer when missing and pushes the event with the spec fields pwa and pwa_device', () => {
    track('login', { user_id: 7 });
    expect(window.dataLayer).toEqual([{ event: 'login', user_id: 7, pwa: false, pwa_device: 'mobile' }]);
  });

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('pwa');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'pwa', pwa: false, pwa_device: 'mobile' }]);
  });

  describe('on a brand with a cookie policy', () => {
    it('holds events until the visitor accepts analytics, then pushes them in order', () => {
      configureAnalytics({ requiresConsent: true });
      track('first');
      track('second');
      expect(window.dataLayer).toBeUndefined();
      saveCookieConsent(true);
      expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['first', 'second']);
      track('third');
      expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['first', 'second', 'third']);
    });

    it('drops held and later events when the visitor keeps essential cookies only', () => {
      configureAnalytics({ requiresConsent: true });
      track('first');
      saveCookieConsent(false);
      track('second');
      expect(window.dataLayer).toBeUndefined();
    });

    it('follows a choice stored on an earlier visit', () => {
      localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: true, decidedAt: 1 }));
      configureAnalytics({ requiresConsent: true });
      track('login');
      expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['login']);
    });
  });
});
