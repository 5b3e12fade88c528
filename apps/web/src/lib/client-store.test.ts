import { brandForSite } from '@playline/contract/brands';
import { STORAGE_KEYS } from '@playline/contract/constants';
import { describe, expect, it } from 'vitest';
import { createClientStore } from './client-store';

const start = (siteId = 1) => createClientStore({ siteId, brand: brandForSite(siteId) });

describe('client store', () => {
  it('starts with the spec defaults', () => {
    const state = start().getState();
    expect(state.isOffline).toBe(false);
    // Formatted as the euro brand's market writes English: day first, 24-hour clock.
    expect(state.language).toEqual({ id: 1, locale: 'en-GB' });
    expect(state.balanceVisibility).toBe(true);
    expect(state.responsibleGambling).toEqual({ timeLimitSeconds: 0, timeElapsedSeconds: 0 });
    expect(state.pwa).toMatchObject({ hideUntil: 0, readyToInstall: false });
    expect(state.siteNotification).toEqual({ body: '', isEnabled: false });
    expect(state.settings.siteId).toBe(1);
    expect(state.user).toBeNull();
  });

  it("starts in the brand's default language when nothing is stored (site 44 is Greek)", () => {
    expect(start(44).getState().language).toEqual({ id: 2, locale: 'el-GR-u-hc-h23' });
    expect(start(149).getState().language.id).toBe(1);
  });

  it('keeps the language in local storage (lang_info) and restores it on start', () => {
    start().getState().setLanguage(2);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toEqual({ id: 2, locale: 'el-gr' });
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(start().getState().language.id).toBe(2);
    start(44).getState().setLanguage(1);
    expect(start(44).getState().language.id).toBe(1);
  });

  it('keeps balance visibility in session storage and restores it', () => {
    start().getState().setBalanceVisibility(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.balanceVisibility)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.balanceVisibility)).toBeNull();
    expect(start().getState().balanceVisibility).toBe(false);
  });

  it('saves the responsible-gambling limit and elapsed time in session storage when set', () => {
    const store = start();
    store.getState().setResponsibleGambling({ timeLimitSeconds: 3600 });
    expect(sessionStorage.getItem(STORAGE_KEYS.rgTimeLimit)).toBe('3600');
    expect(sessionStorage.getItem(STORAGE_KEYS.rgTimeElapsed)).toBeNull();
    store.getState().setResponsibleGambling({ timeElapsedSeconds: 120 });
    expect(store.getState().responsibleGambling).toEqual({ timeLimitSeconds: 3600, timeElapsedSeconds: 120 });
    expect(start().getState().responsibleGambling).toEqual({ timeLimitSeconds: 3600, timeElapsedSeconds: 120 });
  });

  it('keeps the installer hide-until time in local storage', () => {
    start().getState().setPwaHideUntil(1_900_000_000_000);
    expect(localStorage.getItem(STORAGE_KEYS.installerHideUntil)).toBe('1900000000000');
    expect(start().getState().pwa.hideUntil).toBe(1_900_000_000_000);
  });

  it('ignores corrupt or wrongly shaped stored values', () => {
    localStorage.setItem(STORAGE_KEYS.language, '{not json');
    sessionStorage.setItem(STORAGE_KEYS.balanceVisibility, '"yes"');
    sessionStorage.setItem(STORAGE_KEYS.rgTimeLimit, '-5');
    sessionStorage.setItem(STORAGE_KEYS.rgTimeElapsed, '{}');
    localStorage.setItem(STORAGE_KEYS.installerHideUntil, 'NaN');
    const state = start(44).getState();
    expect(state.language.id).toBe(2);
    expect(state.balanceVisibility).toBe(true);
    expect(state.responsibleGambling).toEqual({ timeLimitSeconds: 0, timeElapsedSeconds: 0 });
    expect(state.pwa.hideUntil).toBe(0);
    localStorage.setItem(STORAGE_KEYS.language, '{"id":7,"locale":"xx"}');
    expect(start().getState().language.id).toBe(1);
  });

  it('lets the install-ready signal turn true but never back', () => {
    const store = start();
    store.getState().setReadyToInstall(false);
    expect(store.getState().pwa.readyToInstall).toBe(false);
    store.getState().setReadyToInstall(true);
    store.getState().setReadyToInstall(false);
    expect(store.getState().pwa.readyToInstall).toBe(true);
  });

  it('logs the client out by clearing the user', () => {
    const store = start();
    store.getState().setUser({
      userId: 1,
      userName: 'player1',
      balance: 100_000,
      calculatedBalance: 100_000,
      tax: 0,
      currencyCode: 'EUR',
    });
    store.getState().logout();
    expect(store.getState().user).toBeNull();
  });

  it('converts {{name}} placeholders of the bulk texts on load', () => {
    const store = createClientStore({ siteId: 1, brand: brandForSite(1), bulk: { 1: { Hi: 'Hi {{ name }}' } } });
    expect(store.getState().bulk).toEqual({ 1: { Hi: 'Hi {name}' } });
    store.getState().setBulk({ 2: { Hi: 'Γεια {{name}}' } });
    expect(store.getState().bulk).toEqual({ 2: { Hi: 'Γεια {name}' } });
  });
  it('caches the logged-in user in local storage (user) for an instant header on the next start', () => {
    const user = {
      userId: 1,
      userName: 'player1',
      balance: 100_000,
      calculatedBalance: 90_000,
      tax: 0,
      currencyCode: 'EUR',
    };
    start().getState().setUser(user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    const next = start();
    expect(next.getState().user).toEqual(user);
    next.getState().setBalance({ balance: 100_000, calculatedBalance: 100_000, tax: 0, currencyCode: 'EUR' });
    expect(start().getState().user?.calculatedBalance).toBe(100_000);
  });

  it('drops the cached user, and the session time limit, on logout; ignores a malformed cache', () => {
    const store = start();
    store
      .getState()
      .setUser({ userId: 1, userName: 'p', balance: 0, calculatedBalance: 0, tax: 0, currencyCode: 'EUR' });
    store.getState().setResponsibleGambling({ timeLimitSeconds: 60, timeElapsedSeconds: 5 });
    store.getState().logout();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(store.getState().responsibleGambling).toEqual({ timeLimitSeconds: 0, timeElapsedSeconds: 0 });
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userId: 1, userName: 'p', balance: '10.00' }));
    expect(start().getState().user).toBeNull();
  });

  it("keeps a shop operator's session (whom the shop acts for) with the cached user, and drops a malformed one", () => {
    const client = { userId: 41, userName: 'client07', balance: 5_000, calculatedBalance: 5_000, tax: 0 };
    const user = {
      ...client,
      currencyCode: 'EUR',
      shop: { operator: { userId: 40, userName: 'shop1' }, actingFor: { userId: 41, userName: 'client07' } },
    };
    start().getState().setUser(user);
    const next = start();
    expect(next.getState().user?.shop).toEqual(user.shop);
    next.getState().setBalance({ balance: 100, calculatedBalance: 100, tax: 0, currencyCode: 'EUR' });
    expect(start().getState().user?.shop?.actingFor?.userName).toBe('client07');

    const owner = { ...user, shop: { operator: { userId: 40, userName: 'shop1' }, actingFor: null } };
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(owner));
    expect(start().getState().user?.shop?.actingFor).toBeNull();
    for (const shop of [{ operator: { userId: 40 }, actingFor: null }, { operator: owner.shop.operator }, 'shop1']) {
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, shop }));
      expect(start().getState().user).toBeNull();
    }
  });

  it('ignores a balance update while nobody is logged in', () => {
    const store = start();
    store.getState().setBalance({ balance: 5, calculatedBalance: 5, tax: 0, currencyCode: 'EUR' });
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
