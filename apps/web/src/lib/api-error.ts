/** How a request failed: no connection, cancelled by its caller, timed out, or answered with an error status. */
export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'status';

/** Text keys of the generic client messages (spec §8); the shell translates them. */
export const GENERIC_ERROR_KEYS = {
  network: 'Errors.Network',
  aborted: 'Errors.Aborted',
  timeout: 'Errors.Timeout',
  status: 'Errors.Status',
} as const satisfies Record<ApiErrorKind, string>;

/** The one error type the API client throws. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The `message` of the server's `{statusCode, error, message}` body, when there was one. */
  readonly serverMessage: string | null;
  /** Per-field messages of a 400 (`fields` of the error body), e.g. `{userName: 'Already taken'}`. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    kind: ApiErrorKind,
    status = 0,
    serverMessage: string | null = null,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage ?? (kind === 'status' ? `Request failed with status code ${status}` : `Request ${kind}`));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }

  /** 4xx answers: the request itself was wrong, so repeating it cannot help. */
  get isClientError(): boolean {
    return this.kind === 'status' && this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
