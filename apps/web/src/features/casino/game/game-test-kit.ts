import type { CasinoGame, LaunchResult } from '@playline/contract/casino';
import type { FrameToHost } from '@playline/contract/casino-keys';
import { act, screen } from '@testing-library/react';
import { type FetchHandler, json, mockFetch } from '#app/test/fetch-mock.ts';
import { type ClientCall, servePlayer } from '#app/test/serve-player.ts';

/** A slot of the catalogue as the server answers it. */
export function slot(overrides: Partial<CasinoGame> = {}): CasinoGame {
  return {
    id: 'pharaohs-fortune',
    name: "Pharaoh's Fortune",
    vendor: 'sandstone',
    vendorName: 'Sandstone Studios',
    lobby: 'casino',
    category: 'slots',
    subcategory: 'ancient',
    engine: 'slot',
    variant: 'classic-5x3',
    badges: [],
    demo: true,
    rtp: 96.1,
    minStake: 10,
    maxStake: 10_000,
    thumbnail: '/api/casino/thumbnails/pharaohs-fortune.svg',
    tableId: null,
    leagueId: null,
    jackpot: null,
    ...overrides,
  };
}

export const launched = (mode: 'real' | 'demo', token = `token-${mode}-0123456789abcdef`): LaunchResult => ({
  token,
  frameUrl: `/game-frame/?token=${token}`,
  mode,
});

/** The casino calls: the game, the casino check's answer and the launch's (a function may answer an error). */
export function casinoHandler(options: {
  game?: CasinoGame | null;
  check?: { allowed: boolean; reason: string | null };
  launch?: (mode: 'real' | 'demo') => Response;
  extra?: FetchHandler;
}): FetchHandler {
  const game = options.game === undefined ? slot() : options.game;
  return (url, init) => {
    if (url.pathname.startsWith('/api/casino/games/')) {
      return game ? json(game) : json({ statusCode: 404, error: 'Not Found', message: 'No such game' }, 404);
    }
    if (url.pathname === '/api/client/rg/casino-check') return json(options.check ?? { allowed: true, reason: null });
    if (url.pathname === '/api/casino/launch') {
      const { mode } = JSON.parse(String(init.body)) as { mode: 'real' | 'demo' };
      return options.launch ? options.launch(mode) : json(launched(mode));
    }
    return options.extra?.(url, init);
  };
}

export const serveVisitor = (handler: FetchHandler) => {
  const calls: ClientCall[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname.startsWith('/api/casino') || url.pathname.startsWith('/api/client')) {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ path: url.pathname + url.search, method: init.method ?? 'GET', body, key: null });
    }
    return handler(url, init);
  });
  return { calls, fetch };
};

export const servePlayerCasino = (handler: FetchHandler) => servePlayer('/api/', handler);

/** The game's iframe once launched. */
export const gameFrame = async () => (await screen.findByTitle("Pharaoh's Fortune")) as HTMLIFrameElement;

/** Posts a bridge message as a window would: by default from this origin and from the game's own frame. */
export function postFromFrame(
  message: FrameToHost | Record<string, unknown>,
  from: { origin?: string; source?: Window | null } = {},
): void {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: from.origin ?? window.location.origin,
        source: from.source === undefined ? (frame?.contentWindow ?? null) : from.source,
      }),
    );
  });
}
