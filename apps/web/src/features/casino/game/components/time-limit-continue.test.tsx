import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';
import { casinoHandler, gameFrame } from '../game-test-kit';

const REASON = 'You have reached the session time limit you set.';

/** A player whose 60-second limit is reached; Continue restarts the count on the server, and the check allows. */
function serveLimitReached() {
  let reset = false;
  const handler = casinoHandler({});
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/checkLoginStatus') {
      return json(loggedIn(PLAYER, { timeLimitSeconds: 60, timeElapsedSeconds: reset ? 0 : 60 }));
    }
    if (url.pathname === '/api/auth/resetRealityCheck') {
      reset = true;
      return json({ timeLimitSeconds: 60, timeElapsedSeconds: 0 });
    }
    if (url.pathname === '/api/client/rg/casino-check') {
      return json(reset ? { allowed: true, reason: null } : { allowed: false, reason: REASON });
    }
    return handler(url, init);
  });
  return fetch;
}

describe('the game screen after the time-limit alert', () => {
  it('starts the game once the player continues, instead of still saying the limit is reached', async () => {
    cacheUser();
    serveLimitReached();
    const { user } = renderApp({ path: '/casino/game/pharaohs-fortune' });
    const alert = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });
    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Continue' }));
    expect((await gameFrame()).getAttribute('src')).toBe('/game-frame/?token=token-real-0123456789abcdef');
    await waitFor(() => expect(screen.queryByText(REASON)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
