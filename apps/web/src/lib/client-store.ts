import type { ShopSession } from '@playline/contract/auth';
import type { BrandConfig } from '@playline/contract/brands';
import { STORAGE_KEYS } from '@playline/contract/constants';
import type { BulkSettings } from '@playline/contract/content';
import { formattingLocale, isLanguageId, type LanguageId, languageById } from '@playline/contract/languages';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { normalizeBulk } from './i18n/translator';
import { isIDevice } from './platform';
import { isBoolean, isNonNegativeNumber, readStored, removeStored, writeStored } from './storage';

export interface LanguageInfo {
  id: LanguageId;
  /** The locale dates, times and numbers are formatted in (the language as the brand's market writes it). */
  locale: string;
}

/** The logged-in player (spec §3); the accounts feature fills it. */
export interface User {
  userId: number;
  userName: string;
  balance: number;
  calculatedBalance: number;
  tax: number;
  currencyCode: string;
  /**
   * Only for a shop operator's session (issue 8): the operator and the client the shop acts for (null: the shop
   * owner). The fields above are then whoever money belongs to, the client or the shop.
   */
  shop?: ShopSession;
}

/** The balance fields of a user, as the wallet calls answer them (minor units). */
export type UserBalance = Pick<User, 'balance' | 'calculatedBalance' | 'tax' | 'currencyCode'>;

const isInteger = (value: unknown): value is number => Number.isInteger(value);

function isSessionUser(value: unknown): value is { userId: number; userName: string } {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return isInteger(user.userId) && typeof user.userName === 'string';
}

/** No zod here: the store is part of the first load (decision 008), so the shape is checked by hand. */
function isShopSession(value: unknown): value is ShopSession {
  if (typeof value !== 'object' || value === null) return false;
  const shop = value as Record<string, unknown>;
  return isSessionUser(shop.operator) && (shop.actingFor === null || isSessionUser(shop.actingFor));
}

/**
 * A cached user is trusted only when every field has its type (an old or edited cache is dropped); a malformed
 * `shop` drops the whole user too, since the header would otherwise say the wrong person is being served.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    isInteger(user.userId) &&
    typeof user.userName === 'string' &&
    isInteger(user.balance) &&
    isInteger(user.calculatedBalance) &&
    isInteger(user.tax) &&
    typeof user.currencyCode === 'string' &&
    (user.shop === undefined || isShopSession(user.shop))
  );
}

/** Client state of spec §3. */
export interface ClientState {
  isOffline: boolean;
  language: LanguageInfo;
  balanceVisibility: boolean;
  responsibleGambling: { timeLimitSeconds: number; timeElapsedSeconds: number };
  settings: { siteId: number; liveWhiteLabelId: number; preLiveWhiteLabel: number };
  pwa: { hideUntil: number; isIDevice: boolean; readyToInstall: boolean };
  siteNotification: { body: string; isEnabled: boolean };
  /** Texts per language id, placeholders already in `{name}` form. */
  bulk: BulkSettings;
  user: User | null;
}

export interface ClientActions {
  setOffline(isOffline: boolean): void;
  setLanguage(id: LanguageId): void;
  setBalanceVisibility(visible: boolean): void;
  setResponsibleGambling(values: Partial<ClientState['responsibleGambling']>): void;
  setSettings(values: Partial<ClientState['settings']>): void;
  setPwaHideUntil(timestamp: number): void;
  /** The install-ready signal can only turn true (spec §4): `false` after `true` is ignored. */
  setReadyToInstall(ready: boolean): void;
  setSiteNotification(notification: ClientState['siteNotification']): void;
  setBulk(bulk: BulkSettings): void;
  /** Sets the logged-in user and caches it in local storage (`user`) so the header renders at once next start. */
  setUser(user: User | null): void;
  /** New balances for the logged-in user (after a deposit, a withdrawal or a poll); ignored for a visitor. */
  setBalance(balance: UserBalance): void;
  /** Client-side logout without a redirect (spec §8, 401). */
  logout(): void;
}

export type ClientStore = StoreApi<ClientState & ClientActions>;

const isLanguageInfo = (value: unknown): value is LanguageInfo =>
  typeof value === 'object' && value !== null && isLanguageId((value as { id?: unknown }).id);

function languageInfo(id: LanguageId, currencyCode: string): LanguageInfo {
  return { id, locale: formattingLocale(id, currencyCode) };
}

export interface ClientStoreOptions {
  siteId: number;
  brand: BrandConfig;
  bulk?: BulkSettings;
}

/** Restores the persisted parts from storage (corrupt values fall back to defaults) and saves them when set. */
export function createClientStore({ siteId, brand, bulk = {} }: ClientStoreOptions): ClientStore {
  const stored = readStored('local', STORAGE_KEYS.language, null, isLanguageInfo);
  const whiteLabel = brand.baseSiteId ?? siteId;
  return createStore<ClientState & ClientActions>()((set, get) => ({
    isOffline: false,
    language: stored
      ? languageInfo(stored.id, brand.currencyCode)
      : languageInfo(brand.defaultLanguageId, brand.currencyCode),
    balanceVisibility: readStored('session', STORAGE_KEYS.balanceVisibility, true, isBoolean),
    responsibleGambling: {
      timeLimitSeconds: readStored('session', STORAGE_KEYS.rgTimeLimit, 0, isNonNegativeNumber),
      timeElapsedSeconds: readStored('session', STORAGE_KEYS.rgTimeElapsed, 0, isNonNegativeNumber),
    },
    settings: { siteId, liveWhiteLabelId: whiteLabel, preLiveWhiteLabel: whiteLabel },
    pwa: {
      hideUntil: readStored('local', STORAGE_KEYS.installerHideUntil, 0, isNonNegativeNumber),
      isIDevice: isIDevice(),
      readyToInstall: false,
    },
    siteNotification: { body: '', isEnabled: false },
    bulk: normalizeBulk(bulk),
    user: readStored('local', STORAGE_KEYS.user, null, isUser),

    setOffline: (isOffline) => set({ isOffline }),
    setLanguage: (id) => {
      // lang_info keeps the spec's shape (the language's own locale, `el-gr`); formatting follows the brand.
      writeStored('local', STORAGE_KEYS.language, { id, locale: languageById(id).locale });
      set({ language: languageInfo(id, brand.currencyCode) });
    },
    setBalanceVisibility: (visible) => {
      writeStored('session', STORAGE_KEYS.balanceVisibility, visible);
      set({ balanceVisibility: visible });
    },
    setResponsibleGambling: (values) => {
      if (values.timeLimitSeconds !== undefined)
        writeStored('session', STORAGE_KEYS.rgTimeLimit, values.timeLimitSeconds);
      if (values.timeElapsedSeconds !== undefined) {
        writeStored('session', STORAGE_KEYS.rgTimeElapsed, values.timeElapsedSeconds);
      }
      set({ responsibleGambling: { ...get().responsibleGambling, ...values } });
    },
    setSettings: (values) => set({ settings: { ...get().settings, ...values } }),
    setPwaHideUntil: (hideUntil) => {
      writeStored('local', STORAGE_KEYS.installerHideUntil, hideUntil);
      set({ pwa: { ...get().pwa, hideUntil } });
    },
    setReadyToInstall: (ready) => {
      if (ready && !get().pwa.readyToInstall) set({ pwa: { ...get().pwa, readyToInstall: true } });
    },
    setSiteNotification: (siteNotification) => set({ siteNotification }),
    setBulk: (next) => set({ bulk: normalizeBulk(next) }),
    setUser: (user) => {
      if (!user) {
        get().logout();
        return;
      }
      writeStored('local', STORAGE_KEYS.user, user);
      set({ user });
    },
    setBalance: (balance) => {
      const user = get().user;
      if (user) get().setUser({ ...user, ...balance });
    },
    logout: () => {
      removeStored('local', STORAGE_KEYS.user);
      // The session's time limit and elapsed time end with it; the next login brings its own.
      get().setResponsibleGambling({ timeLimitSeconds: 0, timeElapsedSeconds: 0 });
      set({ user: null });
    },
  }));
}
