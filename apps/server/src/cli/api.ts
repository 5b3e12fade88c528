import type { Connection } from './args';

/** The server answered with an error, or could not be reached (exit code 1). */
export class ServerError extends Error {
  override name = 'ServerError';
}

/** Calls the admin API; answers the JSON body, or throws a ServerError with the server's own message. */
export async function adminCall<T>(
  connection: Connection,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  fetcher: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(`${connection.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${connection.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ServerError(`Cannot reach ${connection.url}: ${cause}`);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | null)?.message;
    throw new ServerError(
      `${response.status}: ${typeof message === 'string' ? message : response.statusText || 'request failed'}`,
    );
  }
  return parsed as T;
}
