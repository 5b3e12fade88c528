import * as bets from '@playline/contract/api/bets';
import {
  type OddsChanged,
  oddsChangedSchema,
  type PlaceBetsRequest,
  type PlaceBetsResult,
  placeBetsResultSchema,
} from '@playline/contract/bets';
import { IDEMPOTENCY_HEADER } from '@playline/contract/wallet';
import { send } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { apiEvents } from '#app/lib/api-events.ts';

/**
 * A 409 `odds_changed`: nothing was booked; `changes` are the current prices and statuses, `reason` says what happened
 * during an in-play slip's acceptance delay (absent when the slip was refused at once).
 */
export class OddsChangedError extends Error {
  readonly changes: OddsChanged['changes'];
  readonly reason: OddsChanged['reason'];
  constructor(body: OddsChanged) {
    super(body.message);
    this.name = 'OddsChangedError';
    this.changes = body.changes;
    this.reason = body.reason;
  }
}

/**
 * Sent with `send`, not `call`: `call` keeps only the message of an error answer, and the slip needs the 409's new
 * prices. Method and path still come from the contract's route.
 */
const { method, path } = bets.placeBets;

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * POST /api/client/bets with the attempt's idempotency key. Answers the placed bets; throws `OddsChangedError` on a
 * 409 with new prices (the body the generic client would drop), `ApiError` otherwise. The slip shows its own errors,
 * so only a 401 is reported to the shell (the session ended).
 */
export async function placeBets(request: PlaceBetsRequest, idempotencyKey: string): Promise<PlaceBetsResult> {
  const response = await send(path, {
    method,
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  const data = await readJson(response);
  if (response.ok) return placeBetsResultSchema.parse(data);
  if (response.status === 409) {
    const changed = oddsChangedSchema.safeParse(data);
    if (changed.success) throw new OddsChangedError(changed.data);
  }
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const fields = typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : {};
  const error = new ApiError('status', response.status, text(body.message), fields);
  if (response.status === 401) apiEvents.emit('unauthorized', { path });
  throw error;
}
