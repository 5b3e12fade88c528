import { STORAGE_KEYS } from '@playline/contract/constants';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn } from '#app/test/session.ts';
import { REGISTRATION_PROMPT_DELAY_MS } from '../registration-prompt-rules';

const DAY_MS = 86_400_000;
const invitation = () => screen.queryByRole('dialog', { name: 'New to Playline?' });

async function lookAround(ms = REGISTRATION_PROMPT_DELAY_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the registration invitation (issue 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch();
  });
  afterEach(() => vi.useRealTimers());

  it('invites a visitor who has looked around, once, and remembers when', async () => {
    const { user, router } = renderApp({ siteId: 1 });
    await screen.findByRole('contentinfo');
    await lookAround(REGISTRATION_PROMPT_DELAY_MS - 5_000); // the clock starts with the page (performance.now)
    expect(invitation()).toBeNull();
    await lookAround(5_000);
    expect(await screen.findByRole('dialog', { name: 'New to Playline?' })).toBeTruthy();
    expect(Number(localStorage.getItem(STORAGE_KEYS.registrationPrompt))).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(invitation()).toBeNull();
  });

  it('waits the brand’s number of days before asking again', async () => {
    localStorage.setItem(STORAGE_KEYS.registrationPrompt, String(Date.now() - 2 * DAY_MS));
    renderApp({ siteId: 1 });
    await screen.findByRole('contentinfo');
    await lookAround();
    expect(invitation()).toBeNull();
  });

  it('never invites a logged-in player', async () => {
    mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(loggedIn()) : undefined));
    cacheUser();
    renderApp({ siteId: 1 });
    await screen.findByRole('contentinfo');
    await lookAround(REGISTRATION_PROMPT_DELAY_MS + 100);
    expect(invitation()).toBeNull();
  });

  it('never invites on a shop or on a brand that hides registration', async () => {
    for (const siteId of [54, 123]) {
      const view = renderApp({ siteId });
      await screen.findByRole('contentinfo');
      await lookAround();
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });
});
