/** The query names vendors use for "where to send the player back to". */
const RETURN_PARAMS = ['returnUrl', 'return_url', 'lobbyUrl', 'lobbyURL', 'redirectUrl'] as const;
const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where a vendor's return link points, read safely: a path of ours, a game to find the lobby of, or nothing. */
export type NetentTarget = { kind: 'path'; path: string } | { kind: 'game'; gameId: string } | { kind: 'casino' };

/**
 * Reads `/netent?returnUrl=…&gameId=…`. Only a same-origin path is followed (an open redirect would let anyone send
 * our players to a look-alike site); a `gameId` leads to its lobby; anything else goes to the casino.
 */
export function netentTarget(search: string, origin: string): NetentTarget {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) {
    const path = sameOriginPath(params.get(name), origin);
    if (path) return { kind: 'path', path };
  }
  const gameId = params.get('gameId') ?? params.get('gameid') ?? '';
  return GAME_ID.test(gameId) ? { kind: 'game', gameId } : { kind: 'casino' };
}

export function sameOriginPath(value: string | null, origin: string): string | null {
  if (!value) return null;
  // Backslashes and protocol-relative `//host` resolve to another site in browsers: refuse them before parsing.
  if (value.includes('\\') || /^\s*\/\//.test(value)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
    // Back to the vendor return page itself would loop.
    if (url.pathname === '/netent') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
