import { act, cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { peekHub } from '../lib/realtime/hub';
import { useHubLifetime } from '../lib/realtime/hub-started';
import { resetMediaQueries, stubMatchMedia } from './media';
import { resetStores } from './store-resets';

// Every zustand store is recorded as it is created and put back after each test (see store-resets.ts).
vi.mock('zustand/vanilla', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zustand/vanilla')>();
  const { recording } = await import('./store-resets');
  return { ...actual, createStore: recording(actual.createStore) };
});
vi.mock('zustand', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zustand')>();
  const { recording } = await import('./store-resets');
  return { ...actual, create: recording(actual.create), createStore: recording(actual.createStore) };
});

// Screens that mount the whole app load route modules lazily; on a loaded CI machine that can take longer than
// Testing Library's default second, which made `findBy…`/`waitFor` fail while the app was merely slow.
configure({ asyncUtilTimeout: 4_000 });

beforeEach(() => {
  stubMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  // The hub closes with the root that started it (useHubLifetime); a hub started outside one would leak its socket.
  const hubLeft = peekHub() !== null;
  if (hubLeft) renderHook(() => useHubLifetime()).unmount();
  act(() => resetStores());
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
  // After the rest of the cleanup, so that one leaking test does not fail the tests after it.
  if (hubLeft) throw new Error('the test left the hub open: start it under a root that calls useHubLifetime');
});
