import { APP_UNAVAILABLE_TEXTS } from '@playline/contract/app-unavailable';
import { APP_PAGE_RELOAD_MS, STORAGE_KEYS } from '@playline/contract/constants';
import { GREEK_LANGUAGE_ID } from '@playline/contract/languages';
import { pageReload } from '../lib/page-reload';

/** Greek when the visitor chose it here before (`lang_info`) or the page or browser says so; else English. */
function language(): keyof typeof APP_UNAVAILABLE_TEXTS {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? 'null') as { id?: unknown } | null;
    if (stored?.id === GREEK_LANGUAGE_ID) return 'el';
    if (stored?.id !== undefined) return 'en';
  } catch {
    // Unreadable storage: fall back to the page's and the browser's language.
  }
  return [document.documentElement.lang, navigator.language].some((tag) => tag?.startsWith('el')) ? 'el' : 'en';
}

/**
 * The app-unavailable page (spec §2 "the app page reloads after 60 seconds"): shown in place of the app when it
 * cannot start because the API cannot be reached. Plain DOM, since React may be what failed to load; it counts
 * down and reloads after 60 s, or at once from its button. Returns a function that stops the countdown.
 */
export function showAppUnavailable(container: HTMLElement, reloadAfterMs = APP_PAGE_RELOAD_MS): () => void {
  const texts = APP_UNAVAILABLE_TEXTS[language()];
  const section = document.createElement('section');
  section.className = 'pl-unavailable';
  section.setAttribute('role', 'alert');
  const title = Object.assign(document.createElement('h1'), { textContent: texts.title });
  const body = Object.assign(document.createElement('p'), { textContent: texts.body });
  const countdown = document.createElement('p');
  countdown.setAttribute('aria-live', 'off');
  const retry = Object.assign(document.createElement('button'), { type: 'button', textContent: texts.retry });
  retry.addEventListener('click', () => pageReload.reload());
  section.append(title, body, countdown, retry);
  container.replaceChildren(section);

  const reloadAt = Date.now() + reloadAfterMs;
  const tick = () => {
    const seconds = Math.max(0, Math.ceil((reloadAt - Date.now()) / 1000));
    countdown.textContent = texts.countdown.replace('{seconds}', String(seconds));
  };
  tick();
  const ticker = window.setInterval(tick, 1000);
  const reload = window.setTimeout(() => pageReload.reload(), reloadAfterMs);
  return () => {
    window.clearInterval(ticker);
    window.clearTimeout(reload);
  };
}
