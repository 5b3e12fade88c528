import type { TextKey } from '@playline/contract/texts';
import type { ApiError } from './api-error';
import { createEmitter } from './emitter';

export interface ApiFailure {
  error: ApiError;
  /** The server's message, when it sent one; otherwise show `textKey` translated with `params`. */
  message: string | null;
  textKey: TextKey;
  params: Record<string, string | number>;
}

export interface ApiEvents extends Record<string, unknown> {
  /** HTTP 401, or a JSON body with `statusCode: 401` (spec §8). */
  unauthorized: { path: string };
  /** Every other failed request. */
  failure: ApiFailure;
}

/** The API client reports here; the app shell decides how to show it (the client imports no UI). */
export const apiEvents = createEmitter<ApiEvents>();
