import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';

/** 40 minutes into a session without a limit; a new limit applies at once and the server restarts its count. */
function serveLongSession() {
  let limit = 0;
  let elapsed = 2400;
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/checkLoginStatus') {
      return json(loggedIn(PLAYER, { timeLimitSeconds: limit, timeElapsedSeconds: elapsed }));
    }
    if (url.pathname === '/api/client/rg/time-limit' && init.method === 'PUT') {
      limit = (JSON.parse(String(init.body)) as { timeLimitSeconds: number }).timeLimitSeconds;
      elapsed = 0;
      return json({ timeLimitSeconds: limit, timeElapsedSeconds: elapsed });
    }
    return undefined;
  });
}

describe('setting the session time limit', () => {
  it('restarts the count, so a limit shorter than the time played alerts after the limit, not at once', {
    timeout: 20_000,
  }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveLongSession();
    cacheUser();
    const { store } = renderApp({ path: '/user-account' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = within(await screen.findByRole('region', { name: 'Session time limit' }, { timeout: 5000 }));
    // The count runs in a chunk loaded after the first paint: go on once it has ticked.
    await waitFor(() => expect(store.getState().responsibleGambling.timeElapsedSeconds).toBeGreaterThan(2400), {
      timeout: 5000,
    });

    await user.selectOptions(card.getByLabelText('Time limit'), '15 minutes');
    await user.click(card.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(store.getState().responsibleGambling.timeLimitSeconds).toBe(900));
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBeLessThan(5);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(900_000);
    });
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeTruthy();
  });
});
