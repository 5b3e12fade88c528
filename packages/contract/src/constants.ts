/** Business constants and limits of spec §9; both the server and the web read them from here. */
export const LOGIN_MIN_LENGTH = 5;
export const CLIENT_SEARCH_MIN_LENGTH = 2;
export const LOGIN_REENABLE_DELAY_MS = 2000;
export const LOGIN_MESSAGE_AUTOCLOSE_MS = 5000;
export const CONNECTIVITY_CHECK_INTERVAL_MS = 10 * 60 * 1000;
export const APP_PAGE_RELOAD_MS = 60 * 1000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 800;
export const NOTIFICATION_DEFAULT_TIMEOUT_MS = 5000;
export const NOTIFICATION_DEFAULT_POSITION = 'bottom' as const;
export const SERVICE_WORKER_RELOAD_DELAY_MS = 3000;
export const RELOAD_ON_VISIBLE_DELAY_MS = 100;
export const DIALOG_TRANSITION_MS = 300;
export const MENU_LONG_PRESS_MS = 300;
export const TEXTAREA_DEFAULT_ROWS = 6;

export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

export const QUERY_RETRY = { count: 3, maxDelayMs: 30_000 } as const;

export const ACCOUNT_SLUG = 'user-account';
export const REFERRER_COOKIE = 'referrer';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Production cookies carry this prefix (decision 015): the browser then only accepts them Secure, Path=/ and without
 * Domain, so a sibling subdomain can neither set nor overwrite them. The names above are used in development (plain
 * HTTP, where a `__Host-` cookie would be refused).
 */
export const HOST_COOKIE_PREFIX = '__Host-';
/** The XSRF cookie in production; the client reads this name first, then XSRF_COOKIE. */
export const XSRF_COOKIE_SECURE = `${HOST_COOKIE_PREFIX}${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Keys the client keeps in local or session storage (spec §9). */
export const STORAGE_KEYS = {
  slip: 'slip_s',
  language: 'lang_info',
  favourites: 'fav_s',
  /** A visitor's favourite casino games (issue 7), merged into the player's list at login. */
  casinoFavourites: 'fav_c',
  balanceVisibility: 'balance_visibility',
  rgTimeLimit: 'rg_time_limit',
  rgTimeElapsed: 'rg_time_elapsed',
  appVersion: 'app_ver',
  user: 'user',
  installerHideUntil: 'installer_hide_until',
  registrationPrompt: 'registration_prompt_ts',
  /** The visitor's cookie choice on brands with a cookie policy (issue 9): analytics only after consent. */
  cookieConsent: 'cookie_consent',
  /** The site notice the visitor closed in this tab (session storage), by its text: a new notice shows again. */
  dismissedNotice: 'notice_dismissed',
} as const;

/** Translation keys the spec names; every other key lives in the text catalogues. */
export const TRANSLATION_KEYS = {
  updateInProgress: 'ServiceWorker.UpdateInProgress',
  newVersionFound: 'ServiceWorker.NewVersionFound',
  clickUpdate: 'ServiceWorker.ClickUpdate',
  alert: 'Common.Alert',
  loginAlert: 'Common.LoginAlert',
} as const;
