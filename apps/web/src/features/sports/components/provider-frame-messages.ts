import type { SPORTS_PROVIDERS } from '@playline/contract/sports';

export type EmbedProvider = (typeof SPORTS_PROVIDERS)[number];

/** What the framed sportsbook posts to its host once it is ready for the token. */
export const FRAME_READY = 'playline:ready';
/** What the host answers, only to the origin its launch named. */
export const FRAME_TOKEN = 'playline:token';

export interface FrameReadyMessage {
  type: typeof FRAME_READY;
}

export interface FrameTokenMessage {
  type: typeof FRAME_TOKEN;
  token: string;
}

function hasType(data: unknown): data is { type: unknown } {
  return typeof data === 'object' && data !== null && 'type' in data;
}

export function isFrameReady(data: unknown): data is FrameReadyMessage {
  return hasType(data) && data.type === FRAME_READY;
}

export function isFrameToken(data: unknown): data is FrameTokenMessage {
  return hasType(data) && data.type === FRAME_TOKEN && typeof (data as { token?: unknown }).token === 'string';
}
