import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLoginRequest } from '#app/lib/login-dialog.ts';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import type { ClientCall } from '#app/test/serve-player.ts';
import { cacheUser } from '#app/test/session.ts';
import {
  casinoHandler,
  gameFrame,
  launched,
  postFromFrame,
  servePlayerCasino,
  serveVisitor,
  slot,
} from '../game-test-kit';

const GAME_PATH = '/casino/game/pharaohs-fortune';
const gameScreen = () => document.querySelector<HTMLElement>('[data-game-screen]')!;
const header = () => within(screen.getAllByRole('banner')[0]!);
const launches = (calls: ClientCall[]) =>
  calls.filter((call) => call.path === '/api/casino/launch' && call.method === 'POST');

describe('the game screen for a visitor', () => {
  it('offers fun play and logging in; fun play launches a demo without asking the casino check', async () => {
    const { calls } = serveVisitor(casinoHandler({}));
    const { user } = renderApp({ path: GAME_PATH });
    await user.click(await screen.findByRole('button', { name: 'Play for fun' }, { timeout: 5000 }));
    const frame = await gameFrame();
    expect(frame.getAttribute('src')).toBe('/game-frame/?token=token-demo-0123456789abcdef');
    expect(launches(calls).map((call) => call.body)).toEqual([{ gameId: 'pharaohs-fortune', mode: 'demo' }]);
    expect(calls.some((call) => call.path.startsWith('/api/client/rg/casino-check'))).toBe(false);
    postFromFrame({ source: 'playline-game', type: 'balance', balance: 99_990, currencyCode: 'FUN', demo: true });
    expect(screen.getByRole('status', { name: 'Fun credits 999.90' })).toBeTruthy();
    // A visitor has no wallet to top up.
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('opens the login dialog for real play, and offers no fun play where the game has none', async () => {
    const { calls } = serveVisitor(casinoHandler({ game: slot({ demo: false }) }));
    const { user } = renderApp({ path: GAME_PATH });
    await user.click(await screen.findByRole('button', { name: 'Log in to play for real' }, { timeout: 5000 }));
    expect(currentLoginRequest()).toEqual({ returnUrl: GAME_PATH });
    expect(screen.queryByRole('button', { name: 'Play for fun' })).toBeNull();
    expect(screen.getByText('This game has no fun mode: log in to play it.')).toBeTruthy();
    expect(launches(calls)).toEqual([]);
  });

  it('says so for an unknown game, and Close leads to the lobby', async () => {
    serveVisitor(casinoHandler({ game: null }));
    const { user, router } = renderApp({ path: '/casino/game/no-such-game' });
    expect(
      await screen.findByText('This game does not exist or is no longer available.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(within(gameScreen()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'), { timeout: 5000 });
  });
});

describe('the game screen for a player', () => {
  it('asks the casino check, then launches real play by default, with a switch to fun play', async () => {
    cacheUser();
    const { calls } = servePlayerCasino(casinoHandler({}));
    renderApp({ path: GAME_PATH });
    expect((await gameFrame()).getAttribute('src')).toBe('/game-frame/?token=token-real-0123456789abcdef');
    const order = calls.map((call) => call.path.split('?')[0]);
    expect(order.indexOf('/api/client/rg/casino-check')).toBeLessThan(order.indexOf('/api/casino/launch'));
    expect(launches(calls).map((call) => call.body)).toEqual([{ gameId: 'pharaohs-fortune', mode: 'real' }]);
    expect(screen.getByRole('button', { name: 'Play for fun' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('does not launch while the casino check refuses, and shows its reason', async () => {
    cacheUser();
    const reason = 'You have reached the session time limit you set.';
    const { calls } = servePlayerCasino(casinoHandler({ check: { allowed: false, reason } }));
    renderApp({ path: GAME_PATH });
    expect(within(await screen.findByRole('alert')).getByText(reason)).toBeTruthy();
    expect(launches(calls)).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("shows the server's message when the launch is refused (403)", async () => {
    cacheUser();
    const message = 'Your account is self-excluded until 2026-12-01.';
    servePlayerCasino(casinoHandler({ launch: () => json({ statusCode: 403, error: 'Forbidden', message }, 403) }));
    renderApp({ path: GAME_PATH });
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  });

  it('hides the tab bar while the game is open, and brings it back on close', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    const { router, user } = renderApp({ path: '/casino/category/slots' });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await router.navigate(GAME_PATH);
    await gameFrame();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await user.click(within(gameScreen()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});

describe('the frame bridge', () => {
  const balanceMessage = (balance: number) =>
    ({ source: 'playline-game', type: 'balance', balance, currencyCode: 'EUR', demo: false }) as const;

  it('shows the balance the game reports and moves the header balance at once', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    renderApp({ path: GAME_PATH });
    await gameFrame();
    postFromFrame(balanceMessage(99_000));
    expect(await screen.findByRole('status', { name: 'Balance €990.00' })).toBeTruthy();
    expect(header().getByText('€990.00')).toBeTruthy();
  });

  it('ignores messages from another origin or another window', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    renderApp({ path: GAME_PATH });
    await gameFrame();
    postFromFrame(balanceMessage(5), { origin: 'https://evil.example' });
    postFromFrame(balanceMessage(6), { source: window });
    postFromFrame({ type: 'balance', balance: 7, currencyCode: 'EUR', demo: false });
    expect(screen.queryByRole('status', { name: /^Balance/ })).toBeNull();
    postFromFrame({ source: 'playline-game', type: 'close' }, { origin: 'https://evil.example' });
    expect(await gameFrame()).toBeTruthy();
  });

  it('tells the ready frame when the wallet changes outside the game (a deposit in another tab)', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    const { store } = renderApp({ path: GAME_PATH });
    const frame = await gameFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    postFromFrame({ source: 'playline-game', type: 'ready' });
    act(() =>
      store.getState().setBalance({ balance: 150_000, calculatedBalance: 150_000, tax: 0, currencyCode: 'EUR' }),
    );
    expect(post).toHaveBeenCalledWith(
      { source: 'playline-host', type: 'balance', balance: 150_000 },
      window.location.origin,
    );
  });

  it('closes back to where the player came from', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    const { router } = renderApp({ path: '/casino/category/slots' });
    await router.navigate(GAME_PATH);
    await gameFrame();
    postFromFrame({ source: 'playline-game', type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/category/slots'), { timeout: 5000 });
  });

  it('opens the deposit page on deposit, and the session resumes on return', async () => {
    cacheUser();
    const { calls } = servePlayerCasino(
      casinoHandler({ launch: (mode) => json(launched(mode, 'resumable-token-0123456789')) }),
    );
    const { router } = renderApp({ path: GAME_PATH });
    await gameFrame();
    postFromFrame({ source: 'playline-game', type: 'deposit' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-account/deposit'), { timeout: 5000 });
    await router.navigate(-1);
    expect((await gameFrame()).getAttribute('src')).toBe('/game-frame/?token=resumable-token-0123456789');
    expect(launches(calls)).toHaveLength(1);
  });

  it('shows why the session ended and closes', async () => {
    cacheUser();
    servePlayerCasino(casinoHandler({}));
    const { user, router } = renderApp({ path: GAME_PATH });
    await gameFrame();
    postFromFrame({ source: 'playline-game', type: 'ended', message: 'Your session time limit is reached.' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Your session time limit is reached.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'), { timeout: 5000 });
  });
});
