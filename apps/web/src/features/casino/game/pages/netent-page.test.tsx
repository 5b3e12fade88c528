import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { casinoHandler, serveVisitor, slot } from '../game-test-kit';

describe('/netent', () => {
  it("sends the player to the game's lobby, replacing itself in the history", async () => {
    serveVisitor(casinoHandler({ game: slot({ id: 'lightning-wheel', lobby: 'live-casino' }) }));
    const { router } = renderApp({ path: '/netent?gameId=lightning-wheel' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-casino'), { timeout: 5000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows a same-origin return path and ignores a foreign one', async () => {
    serveVisitor(casinoHandler({}));
    const first = renderApp({ path: '/netent?returnUrl=%2Fcasino%2Ffavorites' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/casino/favorites'), { timeout: 5000 });
    first.unmount();
    const second = renderApp({ path: '/netent?returnUrl=https%3A%2F%2Fevil.example%2F' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/casino'), { timeout: 5000 });
  });
});
