import { GAME_FRAME_PATH } from '@playline/contract/casino-keys';

/**
 * The frame may only load our own game frame: a launch answer pointing anywhere else (a misconfigured vendor URL)
 * is refused rather than framed with the player's session next to it. Answers the same-origin path, or null.
 */
export function sameOriginFramePath(frameUrl: string, origin = window.location.origin): string | null {
  try {
    const url = new URL(frameUrl, origin);
    if (url.origin !== origin || !url.pathname.startsWith(GAME_FRAME_PATH)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
