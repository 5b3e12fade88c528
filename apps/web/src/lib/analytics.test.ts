import { afterEach, describe, expect, it } from 'vitest';
import { track } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer when missing and pushes the event with its payload', () => {
    track('login', { user_id: 7 });
    expect(window.dataLayer).toEqual([{ event: 'login', user_id: 7 }]);
  });

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('pwa', { pwa: true, pwa_device: 'mobile' });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'pwa', pwa: true, pwa_device: 'mobile' }]);
  });
});
