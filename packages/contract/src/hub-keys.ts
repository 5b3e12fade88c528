/**
 * The hub's constants without zod, for the browser's first load (decision 008): the realtime client imports
 * these and only the types of `./api/hub`.
 */
export const HUB_PATH = '/api/hub';
/** The server sends a heartbeat this often; a client that hears nothing for twice as long replaces the socket. */
export const HUB_HEARTBEAT_MS = 15_000;
/** Public channels one socket may hold at once. */
export const HUB_MAX_SUBSCRIPTIONS = 200;

/** Public channels: the live overview, one event, or one live casino table (`tableChannel` in casino-keys). */
export type HubChannel = 'live' | `event:${number}` | `table:${number}`;
export const LIVE_CHANNEL = 'live' satisfies HubChannel;
export const eventChannel = (eventId: number): HubChannel => `event:${eventId}`;

/** What `sameMarketShape` compares: a market's status and its outcomes' ids and statuses. */
interface MarketShape {
  status: string;
  outcomes: readonly { id: string; status: string }[];
}

/**
 * Whether two states of a market differ in prices at most (same status, same outcomes with the same statuses): the
 * hub then sends `[outcomeId, odds]` pairs instead of the market, and the browser keeps its cached market.
 */
export function sameMarketShape(before: MarketShape, after: MarketShape): boolean {
  if (before.status !== after.status || before.outcomes.length !== after.outcomes.length) return false;
  return before.outcomes.every((outcome, index) => {
    const other = after.outcomes[index];
    return other !== undefined && other.id === outcome.id && other.status === outcome.status;
  });
}

/**
 * WebSocket close code (application range) of a socket whose session ended: logged out, or the password was reset.
 * The client reconnects at once, without backoff, as whoever its cookie says now (a visitor, usually).
 */
export const HUB_CLOSE_SESSION_ENDED = 4401;
