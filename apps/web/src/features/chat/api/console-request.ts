import { apiRequest, type RequestOptions } from '../../../lib/api-client';

/**
 * A console call with the admin token. Never reported to the shell: a 401 here is about the token, not about a
 * player's session, and must not log anyone out; the console says what went wrong itself.
 */
export function consoleRequest<T>(token: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  return apiRequest(path, {
    ...options,
    report: false,
    headers: { ...options.headers, Authorization: `Bearer ${token}` },
  });
}
