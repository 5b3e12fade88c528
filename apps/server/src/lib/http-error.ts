/**
 * An error meant for the caller: the errors plugin answers it with its status, its message, its translated
 * per-field messages (`fields`) and its headers (say `retry-after`). Services throw it; routes stay thin.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
