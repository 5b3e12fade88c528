import type { Route } from '@playline/contract/http/route';
import { type CallInput, call } from '#app/lib/api-client.ts';

type ConsoleOptions<R extends Route> = NonNullable<Parameters<typeof call<R>>[2]>;

/**
 * A console call with the admin token. Never reported to the shell: a 401 here is about the token, not about a
 * player's session, and must not log anyone out; the console says what went wrong itself.
 */
export function consoleCall<R extends Route>(
  token: string,
  route: R,
  input: CallInput<R>,
  options: Omit<ConsoleOptions<R>, 'report'> = {},
) {
  return call(route, input, {
    ...options,
    report: false,
    headers: { ...options.headers, Authorization: `Bearer ${token}` },
  });
}
