import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAlerts } from '../lib/alerts';
import { resetLoginDialog } from '../lib/login-dialog';
import { resetNotifications } from '../lib/notifications';
import { resetHub } from '../lib/realtime/hub';
import { resetMediaQueries, stubMatchMedia } from './media';

// Screens that mount the whole app load route modules lazily; on a loaded CI machine that can take longer than
// Testing Library's default second, which made `findBy…`/`waitFor` fail while the app was merely slow.
configure({ asyncUtilTimeout: 4_000 });

beforeEach(() => {
  stubMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetNotifications();
  resetAlerts();
  resetLoginDialog();
  // A test that mounted the whole app started the tab's hub; its socket must not outlive the test.
  resetHub();
  delete window.dataLayer;
  resetMediaQueries();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test set.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.lang = 'en';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
